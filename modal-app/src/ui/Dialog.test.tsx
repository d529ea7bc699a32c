// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { Dialog } from './Dialog.tsx'

afterEach(cleanup)

function Harness({ initiallyOpen = false, onClose = () => {}, inline = false }) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Outside
      </button>
      <Dialog
        open={open}
        title="Connect Wallet"
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        inline={inline}
      >
        <button type="button">First inside</button>
        <a href="https://example.com/help">Help</a>
      </Dialog>
    </>
  )
}

/** A view with two steps: Review, pressed, is replaced by the review (as in Send). */
function Steps() {
  const [step, setStep] = useState<'form' | 'review'>('form')
  return (
    <Dialog open title="Send" onClose={() => {}}>
      {step === 'form' ? (
        <button type="button" onClick={() => setStep('review')}>
          Review
        </button>
      ) : (
        <p>0.5 ETH to 0x7099…c79C8</p>
      )}
    </Dialog>
  )
}

function dialog(): HTMLElement {
  return screen.getByRole('dialog', { hidden: true })
}

function root(): HTMLElement {
  const element = dialog().closest('.al-root')
  if (!(element instanceof HTMLElement)) throw new Error('no root')
  return element
}

describe('Dialog', () => {
  test('default: a modal dialog labelled by its title', () => {
    render(<Harness initiallyOpen />)
    const card = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(card.getAttribute('aria-modal')).toBe('true')
    const titleId = card.getAttribute('aria-labelledby') ?? ''
    expect(document.getElementById(titleId)?.textContent).toBe('Connect Wallet')
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(screen.getByTestId('backdrop')).toBeTruthy()
  })

  test('behavior: closed, it stays mounted but hidden and inert', () => {
    render(<Harness />)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(root().dataset.open).toBe('false')
    expect(root().hasAttribute('inert')).toBe(true)
    expect(root().getAttribute('aria-hidden')).toBe('true')
  })

  test('behavior: opening moves the focus into the dialog', () => {
    render(<Harness />)
    const outside = screen.getByRole('button', { name: 'Outside' })
    outside.focus()
    fireEvent.click(outside)
    expect(root().dataset.open).toBe('true')
    expect(root().hasAttribute('inert')).toBe(false)
    expect(dialog().contains(document.activeElement)).toBe(true)
  })

  test('behavior: Escape closes', () => {
    const onClose = vi.fn()
    render(<Harness initiallyOpen onClose={onClose} />)
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(root().dataset.open).toBe('false')
  })

  test('behavior: Escape does nothing while closed', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
  })

  test('behavior: the close button closes', () => {
    const onClose = vi.fn()
    render(<Harness initiallyOpen onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('behavior: a click on the backdrop closes, a click in the card does not', () => {
    const onClose = vi.fn()
    render(<Harness initiallyOpen onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'First inside' }))
    fireEvent.click(dialog())
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(screen.getByTestId('backdrop'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('behavior: Tab and Shift+Tab wrap inside the dialog', () => {
    render(<Harness initiallyOpen />)
    const close = screen.getByRole('button', { name: 'Close' })
    const help = screen.getByRole('link', { name: 'Help' })
    // From the card itself, Shift+Tab goes to the last control.
    expect(document.activeElement).toBe(dialog())
    fireEvent.keyDown(dialog(), { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(help)
    // Tab on the last control wraps to the first (the close button, first in the header).
    fireEvent.keyDown(help, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    // Shift+Tab on the first wraps to the last.
    fireEvent.keyDown(close, { key: 'Shift' })
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(help)
  })

  test('behavior: controls out of the Tab order (tabIndex -1, a roving tabindex) are not where Tab wraps', () => {
    render(
      <Dialog open title="All Wallets" onClose={() => {}}>
        <button type="button">Current tile</button>
        <button type="button" tabIndex={-1}>
          Other tile
        </button>
      </Dialog>,
    )
    const current = screen.getByRole('button', { name: 'Current tile' })
    act(() => current.focus())
    fireEvent.keyDown(current, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })

  test('behavior: Tab in the middle is left to the browser', () => {
    render(<Harness initiallyOpen />)
    const first = screen.getByRole('button', { name: 'First inside' })
    act(() => first.focus())
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    first.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
  })

  test('behavior: Tab from nowhere (the body) enters the dialog, Shift+Tab at its end (regression: after a wallet prompt the next Tab left the modal for the host page)', () => {
    render(<Harness initiallyOpen />)
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    expect(document.activeElement).toBe(document.body)
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    document.body.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    fireEvent.keyDown(document.body, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Help' }))
  })

  test('behavior: a focused control that goes away hands the focus to the title (regression: Review, Send and its spinner dropped the focus to the body)', async () => {
    render(<Steps />)
    const review = screen.getByRole('button', { name: 'Review' })
    act(() => review.focus())
    fireEvent.click(review)
    await act(async () => {})
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Send' }))
  })

  test('behavior: closed, nothing is kept: the page has its Tab', () => {
    render(<Harness />)
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    document.body.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(false)
  })

  test("behavior: a navigation starts the new view at the card's top (regression: the next view opened at the last one's scroll offset)", () => {
    const view = (title: string, key: string) => (
      <Dialog open title={title} onClose={() => {}} navigationKey={key}>
        <p>{title}</p>
      </Dialog>
    )
    const { rerender } = render(view('Account', 'Account:1'))
    const card = dialog()
    card.scrollTop = 240
    // The same view re-rendering (a step, a typed amount) keeps where the visitor scrolled to.
    rerender(view('Account', 'Account:1'))
    expect(card.scrollTop).toBe(240)
    rerender(view('Receive', 'Receive:2'))
    expect(card.scrollTop).toBe(0)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Receive' }))
  })

  test("behavior: inline (embedded), not modal: the focus stays on the page, Tab and Escape are the page's", () => {
    const onClose = vi.fn()
    render(<Harness inline onClose={onClose} />)
    const outside = screen.getByRole('button', { name: 'Outside' })
    outside.focus()
    fireEvent.click(outside)
    expect(root().dataset.open).toBe('true')
    expect(document.activeElement).toBe(outside)
    expect(dialog().getAttribute('aria-modal')).toBe('false')
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
    const help = screen.getByRole('link', { name: 'Help' })
    act(() => help.focus())
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    help.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

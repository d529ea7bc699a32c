// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'jotai/react'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { approvalAtom } from '../embedded/approvalAtom.ts'
import { initializeChains } from '../state/chain.ts'
import { closeDisabledAtom, modalOpenAtom, shakeAtom } from '../state/modal.ts'
import { setOptions } from '../state/options.ts'
import { openModal } from '../state/router/openModal.ts'
import { historyAtom, pushView, viewAtom } from '../state/router/viewStack.ts'
import { testNetwork } from '../state/testing.ts'
import { ModalShell } from './ModalShell.tsx'

// Counts Connect's renders, to check what an open re-renders.
const connectRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('../views/Connect/Connect.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../views/Connect/Connect.tsx')>()
  const Connect = actual.Connect
  return {
    ...actual,
    Connect: () => {
      connectRenders.count += 1
      return <Connect />
    },
  }
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function setup(options: object = {}) {
  const store = createStore()
  setOptions(store, options, { projectId: 'demo' })
  initializeChains(store, [testNetwork('eip155:1'), testNetwork('eip155:10')])
  render(
    <Provider store={store}>
      <ModalShell />
    </Provider>,
  )
  return store
}

describe('ModalShell', () => {
  test('default: mounted closed, opened by the router on Connect', () => {
    const store = setup()
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => {
      openModal(store, {})
    })
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.getByText('No wallets detected yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  test('behavior: opening on the view it shows renders the dialog, not the view again', () => {
    const store = setup()
    const before = connectRenders.count
    expect(before).toBeGreaterThan(0)
    act(() => {
      openModal(store, {})
    })
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(connectRenders.count).toBe(before)
  })

  test('behavior: closing in the dialog closes the modal and resets to Connect', () => {
    const store = setup()
    act(() => {
      openModal(store, {})
      pushView(store, 'AllWallets')
    })
    fireEvent.click(screen.getByTestId('backdrop'))
    expect(store.get(modalOpenAtom)).toBe(false)
    expect(store.get(historyAtom)).toEqual([{ view: 'Connect', data: undefined }])
  })

  test('behavior: a pushed view gets its title, Back and the focus on its title', async () => {
    // All Wallets asks the modal origin for its registry: an empty one, instead of happy-dom
    // fetching from a server that is not there.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    )
    const store = setup()
    act(() => {
      openModal(store, {})
    })
    fireEvent.click(await screen.findByRole('button', { name: /^All Wallets/ }))
    const title = await screen.findByRole('heading', { name: 'All Wallets' })
    expect(document.activeElement).toBe(title)
    expect(await screen.findByLabelText('Search wallets')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(store.get(viewAtom)).toBe('Connect')
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  })

  test('behavior: a view that is not on the first paint loads and shows itself', async () => {
    const store = setup()
    act(() => {
      openModal(store, { view: 'Networks' })
    })
    expect(screen.getByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
    expect(await screen.findByRole('list', { name: 'Networks' })).toBeTruthy()
  })

  test("behavior: an embedded-wallet approval over a view starts at the card's top, and so does the view after it (regression: a phone in landscape opened it without its title or Approve)", async () => {
    const store = setup()
    act(() => {
      openModal(store, { view: 'Networks' })
    })
    await screen.findByRole('list', { name: 'Networks' })
    const card = screen.getByRole('dialog')
    card.scrollTop = 300
    act(() => {
      store.set(approvalAtom, {
        title: 'Send 1 ETH',
        network: 'Ethereum',
        fields: [],
        approve: () => {},
        reject: () => {},
      })
    })
    expect(card.scrollTop).toBe(0)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose Network' }))
    card.scrollTop = 300
    act(() => {
      store.set(approvalAtom, undefined)
    })
    expect(card.scrollTop).toBe(0)
  })

  test('behavior: where closing is disabled, Close shakes instead', () => {
    const store = setup({ siwx: { required: true } })
    act(() => {
      openModal(store, { view: 'SIWXSignMessage' })
    })
    expect(store.get(closeDisabledAtom)).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(store.get(shakeAtom)).toBe(true)
    expect(screen.getByRole('dialog').classList.contains('al-shake')).toBe(true)
  })
})

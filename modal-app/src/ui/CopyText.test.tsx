// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { TIMES } from '../state/constants.ts'
import { CopyText, type CopyTextProps } from './CopyText.tsx'
import { Snackbar } from './Snackbar.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** CopyText with the modal's toast area, where it says that the text was copied. */
const WithToast = (props: CopyTextProps) => (
  <>
    <CopyText {...props} />
    <Snackbar />
  </>
)

const labels = {
  buttonLabel: 'Copy link',
  fieldLabel: 'Pairing link',
  copiedMessage: 'Link copied',
}

describe('CopyText', () => {
  test('default: writes the value and says so in a toast that goes by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const writeText = vi.fn(async () => {})
    render(<WithToast value="wc:abc@2" writeText={writeText} {...labels} />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Link copied'))
    expect(writeText).toHaveBeenCalledWith('wc:abc@2')
    // Regression (issue 18): "Address copied" never went away.
    await act(async () => {
      vi.advanceTimersByTime(TIMES.snackbarAutoClose + 10)
    })
    expect(screen.queryByText('Link copied')).toBeNull()
  })

  test('behavior: with an icon the button is named by its label', async () => {
    const writeText = vi.fn(async () => {})
    render(<WithToast value="0xabc" writeText={writeText} {...labels} icon={<svg />} />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('0xabc'))
  })

  test('error: a blocked clipboard shows the value selected in a read-only field', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('blocked', 'NotAllowedError')
    })
    render(<CopyText value="wc:abc@2" writeText={writeText} {...labels} />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    const field = (await screen.findByRole('textbox', { name: 'Pairing link' })) as HTMLInputElement
    expect(field.value).toBe('wc:abc@2')
    expect(field.readOnly).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(field))
    expect(screen.getByText(/to copy$/)).toBeTruthy()
  })

  test('behavior: a new value starts from idle again', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('blocked', 'NotAllowedError')
    })
    const { rerender } = render(<CopyText value="wc:one" writeText={writeText} {...labels} />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await screen.findByRole('textbox', { name: 'Pairing link' })
    rerender(<CopyText value="wc:two" writeText={writeText} {...labels} />)
    expect(screen.queryByRole('textbox', { name: 'Pairing link' })).toBeNull()
  })
})

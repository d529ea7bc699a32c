// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { CopyText } from './CopyText.tsx'

afterEach(cleanup)

const labels = {
  buttonLabel: 'Copy link',
  fieldLabel: 'Pairing link',
  copiedMessage: 'Link copied',
}

describe('CopyText', () => {
  test('default: writes the value and announces the copy', async () => {
    const writeText = vi.fn(async () => {})
    render(<CopyText value="wc:abc@2" writeText={writeText} {...labels} />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(screen.getByText('Link copied')).toBeTruthy())
    expect(writeText).toHaveBeenCalledWith('wc:abc@2')
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
    const writeText = vi.fn(async () => {})
    const { rerender } = render(<CopyText value="wc:one" writeText={writeText} {...labels} />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(screen.getByText('Link copied')).toBeTruthy())
    rerender(<CopyText value="wc:two" writeText={writeText} {...labels} />)
    expect(screen.queryByText('Link copied')).toBeNull()
  })
})

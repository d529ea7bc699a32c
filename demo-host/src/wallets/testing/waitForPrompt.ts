import { vi } from 'vitest'

/**
 * Test helper: waits until a demo wallet prompt is in the page and returns it with a `click`
 * that presses one of its buttons by accessible name, as a person would.
 */
export async function waitForPrompt(doc: Document = document): Promise<{
  dialog: HTMLElement
  text: string
  click: (name: 'Approve' | 'Reject') => void
}> {
  const dialog = await vi.waitFor(() => {
    const found = doc.querySelector<HTMLElement>('[role="dialog"]')
    if (!found) throw new Error('no wallet prompt is open')
    return found
  })
  return {
    dialog,
    text: dialog.textContent ?? '',
    click(name) {
      const button = [...dialog.querySelectorAll('button')].find(
        (candidate) => candidate.textContent === name,
      )
      if (!button) throw new Error(`the prompt has no "${name}" button`)
      button.click()
    },
  }
}

import type { HostCard } from '../lifecycle/transition.ts'

/** What the card's buttons (and Escape) do. */
export type HostCardActions = { retry: () => void; close: () => void }

const CONTENT = {
  loading: '<p role="status">Loading…</p><button value="close">Close</button>',
  failed:
    '<p role="alert">The wallet window cannot be reached. Check your connection and try again.</p><button value="close">Close</button> <button value="retry" autofocus>Retry</button>',
}

/**
 * The host page's own card, shown while the modal cannot show one: from the visitor's click
 * until the modal's page arrives (which then draws its own), and with Retry when it never
 * answered. A modal `<dialog>`: above the page, focus kept inside and given back after, Escape
 * closes. Returns the function that shows a card in the modal's theme (dark unless `light`), or
 * removes it for `'none'`.
 */
export function createHostCard(
  document: Document,
  actions: HostCardActions,
): (card: HostCard, light: boolean) => void {
  const dialog = document.createElement('dialog')
  dialog.ariaLabel = 'Wallet connection'
  dialog.oncancel = (event) => {
    event.preventDefault()
    actions.close()
  }
  dialog.onclick = (event) => {
    const { value } = event.target as HTMLButtonElement
    if (value === 'retry' || value === 'close') actions[value]()
  }
  return (card, light) => {
    dialog.close()
    if (card === 'none') return dialog.remove()
    // The rest (Canvas colours, padding, width) is the browser's own dialog style.
    dialog.style.cssText = `color-scheme:${light ? 'light' : 'dark'};border:0;border-radius:16px;font:16px system-ui,sans-serif;text-align:center`
    dialog.innerHTML = CONTENT[card]
    document.body.append(dialog)
    // Focuses Retry, or the first button, again after a change of card.
    dialog.showModal()
  }
}

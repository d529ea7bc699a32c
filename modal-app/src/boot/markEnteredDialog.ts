import { modalOpenAtom } from '../state/modal.ts'
import type { Store } from '../state/Store.ts'

/**
 * Called before the first render. When the host opened the modal while it booted, the host showed
 * index.html's loading card, backdrop included, and the first render puts the open dialog in its
 * place: `data-entered="true"` on the root then keeps the dialog's backdrop from fading in from
 * nothing a second time (modal.css). The mark goes when the dialog first closes, so every later
 * open enters as usual. Returns whether it marked.
 */
export function markEnteredDialog(store: Store, root: HTMLElement): boolean {
  if (!store.get(modalOpenAtom)) return false
  root.dataset.entered = 'true'
  const unsubscribe = store.sub(modalOpenAtom, () => {
    if (store.get(modalOpenAtom)) return
    delete root.dataset.entered
    unsubscribe()
  })
  return true
}

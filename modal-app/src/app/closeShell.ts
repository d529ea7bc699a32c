import type { createStore } from 'jotai/vanilla'
import { shellDialogAtom } from './shellDialogAtom.ts'

/**
 * Hides the dialog and resets it to Connect (spec §2 "Closing"). Closing a closed dialog changes
 * nothing.
 *
 * @example
 * ```ts
 * closeShell(store)
 * ```
 */
export function closeShell(store: ReturnType<typeof createStore>): void {
  const current = store.get(shellDialogAtom)
  if (!current.open && current.view === 'Connect') return
  store.set(shellDialogAtom, { open: false, view: 'Connect' })
}

import type { OpenOptions } from '@airlock/shared-protocol'
import type { createStore } from 'jotai/vanilla'
import { shellDialogAtom } from './shellDialogAtom.ts'

/**
 * Shows the dialog. Nothing can be connected yet, so by the opening rules of spec §2 the view is
 * Connect: Account needs an address and the other views need the view stack and a connection,
 * which come later. A requested view other than Connect is therefore shown as Connect (and the
 * state snapshot says so). Opening an open dialog changes nothing.
 *
 * @example
 * ```ts
 * openShell(store, { view: 'Connect' })
 * ```
 */
export function openShell(store: ReturnType<typeof createStore>, _options: OpenOptions): void {
  const current = store.get(shellDialogAtom)
  if (current.open && current.view === 'Connect') return
  store.set(shellDialogAtom, { open: true, view: 'Connect' })
}

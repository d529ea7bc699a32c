import type { ModalState } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import { shellDialogAtom } from './shellDialogAtom.ts'

/**
 * The public state the host sees, without its sequence number. Nothing connects yet, so the
 * status is `disconnected` with no account or network.
 *
 * @example
 * ```ts
 * store.sub(shellSnapshotAtom, () => report(store.get(shellSnapshotAtom)))
 * ```
 */
export const shellSnapshotAtom = atom((get): Omit<ModalState, 'seq'> => {
  const dialog = get(shellDialogAtom)
  return {
    open: dialog.open,
    view: dialog.view,
    status: 'disconnected',
    account: null,
    network: null,
  }
})

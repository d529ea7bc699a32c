import type { ViewName } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'

/** The dialog's visibility and view, changed together so that one change is one snapshot. */
export type ShellDialog = { open: boolean; view: ViewName }

/**
 * Whether the dialog is shown and on which view. The shell's own minimal state until the modal
 * and router areas of `src/state/` take over; the shell only has the Connect view.
 *
 * @example
 * ```ts
 * store.set(shellDialogAtom, { open: true, view: 'Connect' })
 * ```
 */
export const shellDialogAtom = atom<ShellDialog>({ open: false, view: 'Connect' })

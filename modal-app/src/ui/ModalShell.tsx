import { useAtomValue, useStore } from 'jotai/react'
import { useCallback } from 'react'
import { closeShell } from '../app/closeShell.ts'
import { hostConnectorsAtom } from '../app/hostConnectorsAtom.ts'
import { shellDialogAtom } from '../app/shellDialogAtom.ts'
import { ConnectView } from './ConnectView.tsx'
import { Dialog } from './Dialog.tsx'

/** Props of {@link ModalShell}. */
export type ModalShellProps = {
  /** The verified origin of the host page. */
  hostOrigin: string
}

/**
 * The modal for an allowed host: the dialog, mounted from the start and shown when the host
 * opens it, on the Connect view.
 *
 * @example
 * ```tsx
 * <Provider store={store}><ModalShell hostOrigin={outcome.hostOrigin} /></Provider>
 * ```
 */
export function ModalShell({ hostOrigin }: ModalShellProps) {
  const store = useStore()
  const dialog = useAtomValue(shellDialogAtom)
  const connectors = useAtomValue(hostConnectorsAtom)
  const onClose = useCallback(() => closeShell(store), [store])
  return (
    <Dialog open={dialog.open} title="Connect Wallet" onClose={onClose}>
      <ConnectView hostOrigin={hostOrigin} connectors={connectors} />
    </Dialog>
  )
}

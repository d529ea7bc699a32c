import { useAtomValue, useStore } from 'jotai/react'
import { type ReactNode, useCallback } from 'react'
import { approvalAtom } from '../embedded/approvalAtom.ts'
import { closeModal, modalOpenAtom, shakeAtom } from '../state/modal.ts'
import { optionsAtom } from '../state/options.ts'
import { goBack } from '../state/router/goBack.ts'
import { historyAtom, viewAtom, viewDataAtom } from '../state/router/viewStack.ts'
import { AlertBanner } from './AlertBanner.tsx'
import { Dialog } from './Dialog.tsx'
import { Snackbar } from './Snackbar.tsx'
import { ViewRouter } from './ViewRouter.tsx'
import { viewTitle } from './viewTitle.ts'

/**
 * The modal for an allowed host: the dialog, mounted from the start and shown when the modal
 * area says open, with the router's current view. The header has the view's title, a Back button
 * when there is history (the router's back rule) and Close (the modal area's closing rule); the
 * alert above the view and the snackbar's live region below it.
 */
export function ModalShell() {
  // Made here, where nothing changes, so that an open or a navigation re-renders the dialog's
  // frame and not its body: each part of the body follows the atoms it reads itself.
  return (
    <ShellDialog>
      <AlertBanner />
      <ViewRouter />
      <Snackbar />
    </ShellDialog>
  )
}

function ShellDialog({ children }: { children: ReactNode }) {
  const store = useStore()
  const open = useAtomValue(modalOpenAtom)
  const view = useAtomValue(viewAtom)
  const data = useAtomValue(viewDataAtom)
  const depth = useAtomValue(historyAtom).length
  const shake = useAtomValue(shakeAtom)
  const { embedded } = useAtomValue(optionsAtom)
  // An embedded-wallet approval shown over the view (ViewRouter's rule) is a new screen too: it
  // starts at its top, its title and Approve in sight, and so does the view it gives back.
  const approving = useAtomValue(approvalAtom) !== undefined && view !== 'ApproveTransaction'
  const onClose = useCallback(() => {
    closeModal(store)
  }, [store])
  const back =
    depth > 1 ? (
      <button
        type="button"
        className="al-icon-button"
        aria-label="Back"
        onClick={() => goBack(store)}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M10 3.5L5.5 8l4.5 4.5"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          />
        </svg>
      </button>
    ) : undefined
  return (
    <Dialog
      open={open}
      title={viewTitle(view, data)}
      onClose={onClose}
      headerStart={back}
      navigationKey={`${view}:${depth}${approving ? ':approving' : ''}`}
      shake={shake}
      inline={embedded}
    >
      {children}
    </Dialog>
  )
}

import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { closeModal, modalOpenAtom } from '../state/modal.ts'
import { openModal } from '../state/router/openModal.ts'
import type { Store } from '../state/Store.ts'
import { type ApprovalRequest, approvalAtom } from './approvalAtom.ts'

/** The error a dapp gets when the visitor rejects (EIP-1193 4001). */
function userRejected(): AirlockError {
  return new AirlockError(ErrorCode.USER_REJECTED, 'The request was rejected in the wallet.', {
    data: { code: 4001 },
  })
}

/**
 * Shows ApproveTransaction for `request` and resolves when the visitor approves: over the current
 * view when the modal is open (the view router shows it there, the view keeps its state), else
 * in the modal opened for it, which closes again afterwards.
 *
 * @throws {AirlockError} `USER_REJECTED` (`data.code` 4001) when the visitor rejects or closes the
 * modal; `REQUEST_PENDING` (-32002) while another request waits for an answer.
 */
export function requestApproval(store: Store, request: ApprovalRequest): Promise<void> {
  if (store.get(approvalAtom)) {
    return Promise.reject(
      new AirlockError(ErrorCode.REQUEST_PENDING, 'Another request is waiting for approval.', {
        data: { code: -32002 },
      }),
    )
  }
  const wasOpen = store.get(modalOpenAtom)
  return new Promise<void>((resolve, reject) => {
    let settled = false
    const settle = (approved: boolean) => {
      if (settled) return
      settled = true
      stopWatching()
      store.set(approvalAtom, undefined)
      if (!wasOpen) closeModal(store, { force: true })
      if (approved) resolve()
      else reject(userRejected())
    }
    store.set(approvalAtom, {
      ...request,
      approve: () => settle(true),
      reject: () => settle(false),
    })
    // Over the view that asked (Send, a sign-in), which stays as it was; or alone when the dapp
    // asked while the modal was closed.
    if (!wasOpen) openModal(store, { view: 'ApproveTransaction' })
    // Closing the modal (×, Escape, the host's close()) is a rejection.
    const stopWatching = store.sub(modalOpenAtom, () => {
      if (!store.get(modalOpenAtom)) settle(false)
    })
  })
}

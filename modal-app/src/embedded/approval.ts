import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import { closeModal, modalOpenAtom } from '../state/modal.ts'
import { openModal } from '../state/router/openModal.ts'
import { popView, viewAtom } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'

/** One line of what a request asks, as ApproveTransaction lists it. */
export type ApprovalField = { label: string; value: string }

/** What the embedded wallet is asked to sign, decoded for the visitor (see `describeRequest`). */
export type ApprovalRequest = {
  /** What the request does, in a few words: 'Send 1.5 ETH', 'Sign a message'. */
  title: string
  /** The network it runs on, by name. */
  network: string
  /** The decoded request: token, amount, recipient; function and arguments; typed data; text. */
  fields: readonly ApprovalField[]
  /** The most the network fee can be, with its symbol; absent for signatures that send nothing. */
  fee?: string | undefined
}

/** The request ApproveTransaction shows, with the visitor's two answers. */
export type PendingApproval = ApprovalRequest & {
  approve(): void
  reject(): void
}

/** The request waiting for the visitor's answer, if any. */
export const approvalAtom = atom<PendingApproval | undefined>(undefined)

/** The error a dapp gets when the visitor rejects (EIP-1193 4001). */
export function userRejected(): AirlockError {
  return new AirlockError(ErrorCode.USER_REJECTED, 'The request was rejected in the wallet.', {
    data: { code: 4001 },
  })
}

/**
 * Shows ApproveTransaction for `request` (opening the modal if the dapp asked while it was
 * closed) and resolves when the visitor approves. Afterwards the modal goes back where it was
 * (closed again if it opened for this).
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
      else if (store.get(viewAtom) === 'ApproveTransaction') popView(store)
      if (approved) resolve()
      else reject(userRejected())
    }
    store.set(approvalAtom, {
      ...request,
      approve: () => settle(true),
      reject: () => settle(false),
    })
    openModal(store, { view: 'ApproveTransaction' })
    // Closing the modal (×, Escape, the host's close()) is a rejection.
    const stopWatching = store.sub(modalOpenAtom, () => {
      if (!store.get(modalOpenAtom)) settle(false)
    })
  })
}

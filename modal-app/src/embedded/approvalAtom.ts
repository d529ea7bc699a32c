import { atom } from 'jotai/vanilla'

/**
 * One line of what a request asks, as ApproveTransaction lists it; `warning` marks a line that
 * can cost the visitor (an unlimited allowance, a swap paying someone else).
 */
export type ApprovalField = { label: string; value: string; tone?: 'warning' }

/**
 * A loss the request is sure to cause (tokens sent to a token contract): `warning` says it, and
 * Approve waits until the visitor ticks `acknowledge`.
 */
export type ApprovalCaution = { warning: string; acknowledge: string }

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
  /** Set when approving would surely lose the visitor's funds. */
  caution?: ApprovalCaution | undefined
}

/** The request ApproveTransaction shows (see `requestApproval`), with the visitor's two answers. */
export type PendingApproval = ApprovalRequest & {
  approve(): void
  reject(): void
}

/**
 * The request waiting for the visitor's answer, if any. Apart from `requestApproval` so that the
 * view router can show it over any view without loading the embedded wallet.
 */
export const approvalAtom = atom<PendingApproval | undefined>(undefined)

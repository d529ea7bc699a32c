import { atom } from 'jotai/vanilla'
import type { Store } from '../Store.ts'
import type { TokenBalance } from '../validation/TokenBalance.ts'

/** The send draft of spec §3. */
export type SendDraft = {
  token: TokenBalance | undefined
  /** The amount as typed, in token units. */
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  networkBalanceInUSD: string | undefined
  loading: boolean
}

function emptyDraft(): SendDraft {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileImageUrl: undefined,
    receiverProfileName: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
  }
}

/**
 * The send draft (spec §3): what the Send view has collected so far.
 */
export const sendDraftAtom = atom<SendDraft>(emptyDraft())

/**
 * Patches the send draft.
 */
export function setSendDraft(store: Store, patch: Partial<SendDraft>) {
  store.set(sendDraftAtom, { ...store.get(sendDraftAtom), ...patch })
}

/**
 * Empties the send draft. Spec §4 resets it after a native or Solana send, when the visitor picks
 * a network (`requestNetworkSwitch`) and whenever the active network changes (`setActiveNetwork`).
 */
export function resetSendDraft(store: Store) {
  store.set(sendDraftAtom, emptyDraft())
}

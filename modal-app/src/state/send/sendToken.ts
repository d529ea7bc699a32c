import type { Network } from '@airlock/shared-protocol'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { activeAccountContext } from '../activeAccountContext.ts'
import { trackEvent } from '../analytics.ts'
import { ERRORS } from '../errors/ERRORS.ts'
import { resetView } from '../router/viewStack.ts'
import type { Store } from '../Store.ts'
import { assertSendRequirements } from '../validation/assertSendRequirements.ts'
import type { TokenBalance } from '../validation/TokenBalance.ts'
import { resetSendDraft, sendDraftAtom, setSendDraft } from './sendDraft.ts'
import { type SendKind, sendKind } from './sendKind.ts'

/** One transfer, as the wallet side receives it. */
export type SendRequest = {
  kind: SendKind
  token: TokenBalance
  /** The amount in token units, as typed. */
  amount: string
  receiverAddress: string
  network: Network
  fromAddress: string
}

/** What {@link sendToken} needs from outside. */
export type SendTokenDeps = {
  /** Sends the transfer (send transaction, ERC20 write contract or Solana transfer). */
  send: (request: SendRequest) => Promise<unknown>
  /** Refreshes the balance after a native or Solana send. */
  refreshBalance: () => Promise<void>
}

/**
 * Sends the drafted transfer (spec §4, §5): checks the draft ('An amount and receiver address
 * are required', 'A token is required', 'Unsupported chain'), tracks SEND_INITIATED, sends, tracks
 * SEND_SUCCESS; after a native or Solana send the balance is refreshed and the draft reset; after
 * an ERC20 send the modal returns to Account. On failure loading clears and the error is rethrown.
 *
 * @throws {AirlockError} `INVALID_PARAMS` / `UNKNOWN_NETWORK` for a draft that cannot be sent,
 * `INTERNAL` ('No ActiveCaipAddress found') without an account, or the wallet's error.
 */
export async function sendToken(store: Store, deps: SendTokenDeps): Promise<void> {
  const { namespace, address, network, networkId, isSmartAccount } = activeAccountContext(store)
  const draft = store.get(sendDraftAtom)
  assertSendRequirements({
    namespace: namespace ?? 'eip155',
    token: draft.token,
    sendTokenAmount: draft.sendTokenAmount,
    receiverAddress: draft.receiverAddress,
  })
  const { token, sendTokenAmount, receiverAddress } = draft
  if (!namespace || !address || !network || !token || !sendTokenAmount || !receiverAddress) {
    throw new AirlockError(ErrorCode.INTERNAL, ERRORS.internal.noActiveCaipAddress)
  }
  const properties = {
    isSmartAccount,
    network: networkId,
    token: token.symbol,
    amount: Number(sendTokenAmount),
  }
  const kind = sendKind(namespace, token)
  setSendDraft(store, { loading: true })
  void trackEvent(store, { event: 'SEND_INITIATED', properties, address })
  try {
    await deps.send({
      kind,
      token,
      amount: sendTokenAmount,
      receiverAddress,
      network,
      fromAddress: address,
    })
  } catch (error) {
    setSendDraft(store, { loading: false })
    throw error
  }
  void trackEvent(store, { event: 'SEND_SUCCESS', properties, address })
  if (kind === 'erc20') {
    setSendDraft(store, { loading: false })
    resetView(store, 'Account')
    return
  }
  try {
    await deps.refreshBalance()
  } finally {
    resetSendDraft(store)
  }
}

import { AirlockError, ErrorCode, type Namespace } from '@airlock/shared-protocol'
import { CHAIN_SUPPORT } from '../constants.ts'
import { ERRORS } from '../errors/ERRORS.ts'

/** What a send needs before it starts. */
export type SendRequirements = {
  namespace: Namespace
  token: unknown
  sendTokenAmount: string | number | undefined
  receiverAddress: string | undefined
}

/**
 * Send (spec §5) requires an amount and a receiver address, and a token; only EVM and Solana
 * chains.
 *
 * @throws {AirlockError} `INVALID_PARAMS` with the §8 send message that applies.
 */
export function assertSendRequirements(draft: SendRequirements): void {
  if (
    draft.sendTokenAmount === undefined ||
    draft.sendTokenAmount === '' ||
    !draft.receiverAddress
  ) {
    throw new AirlockError(ErrorCode.INVALID_PARAMS, ERRORS.send.amountAndReceiverRequired)
  }
  if (!draft.token) throw new AirlockError(ErrorCode.INVALID_PARAMS, ERRORS.send.tokenRequired)
  if (!(CHAIN_SUPPORT.send as readonly string[]).includes(draft.namespace)) {
    throw new AirlockError(ErrorCode.UNKNOWN_NETWORK, ERRORS.send.unsupportedChain)
  }
}

import type { Hex } from 'viem'
import { answerEvmRequest } from './answerEvmRequest.ts'
import { type AnswerSolanaRequestReturnType, answerSolanaRequest } from './answerSolanaRequest.ts'
import { MOBILE_WALLET_KEYS } from './constants.ts'
import type { DecodedRequest } from './decodeSessionRequest.ts'

/** Parameters of {@link handleSessionRequest}. */
export type HandleSessionRequestParameters = {
  request: DecodedRequest
  /** JSON-RPC URL per CAIP-2 chain id. */
  rpcUrls: Record<string, string>
  /** fetch for the chain RPCs (tests pass a fake chain). */
  fetchFn?: typeof fetch | undefined
  /** The key of the EVM account the request's session holds; EVM key 1 by default. */
  evmPrivateKey?: Hex | undefined
}

/** The `result` to send back to the dapp. */
export type HandleSessionRequestReturnType =
  | `0x${string}`
  | null
  | AnswerSolanaRequestReturnType
  /** A polkadot, bip122 or cosmos answer (`answerNamespaceRequest`). */
  | unknown

/**
 * Answers an approved request with the wallet's development keys (the session's EVM key, Solana
 * key 1, the polkadot, bitcoin and cosmos accounts): the result to put in the JSON-RPC response.
 */
export async function handleSessionRequest({
  request,
  rpcUrls,
  fetchFn,
  evmPrivateKey = MOBILE_WALLET_KEYS.evm.privateKey,
}: HandleSessionRequestParameters): Promise<HandleSessionRequestReturnType> {
  switch (request.method) {
    case 'solana_signMessage':
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return answerSolanaRequest({
        request,
        secretKey: MOBILE_WALLET_KEYS.solana.secretKey,
        rpcUrls,
        fetchFn,
      })
    case 'polkadot_signMessage':
    case 'polkadot_signTransaction':
    case 'signMessage':
    case 'signPsbt':
    case 'cosmos_getAccounts':
    case 'cosmos_signAmino':
    case 'cosmos_signDirect': {
      // Their keys and encodings load when such a request is approved.
      const { answerNamespaceRequest } = await import('./answerNamespaceRequest.ts')
      return answerNamespaceRequest(request)
    }
    default:
      return answerEvmRequest({
        request,
        privateKey: evmPrivateKey,
        rpcUrls,
        fetchFn,
      })
  }
}

import { AirlockError, ErrorCode, isSiwxNonce } from '@airlock/shared-protocol'
import type { HostSiwxNonceParameters } from '../../app/createHostSiwxNonce.ts'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { optionsAtom, type Store } from '../../state/index.ts'
import { createSiwxNonce } from '../../state/lazy.ts'

/** Errors {@link requestSiwxNonce} rejects with. */
export type RequestSiwxNonceErrorType = AirlockError

/**
 * The nonce of the sign-in message of this account on this network. With `siwx.hostNonce` (the
 * host page has a `siwx.getNonce()`, so that its server issues nonces and accepts each signature
 * once) it is the host's answer to `siwxNonce`, used verbatim; otherwise a random one made here
 * (`createSiwxNonce`). Whatever the source, only 8–128 letters and digits pass.
 *
 * The caller treats a rejection as the SIWX init failure (spec §8: disconnect, Connect,
 * 'A problem occurred while trying initialize authentication').
 *
 * @throws {AirlockError} `SIWX_NONCE_FAILED` (the host's `getNonce()` failed, or answered no
 *   nonce), `CONNECTOR_NOT_FOUND` without a host link, and the errors of the host call
 *   (`REQUEST_TIMEOUT`, `DESTROYED`, …).
 * @example
 * ```ts
 * const nonce = await requestSiwxNonce(store, { address, caipNetworkId: 'eip155:1' })
 * ```
 */
export async function requestSiwxNonce(
  store: Store,
  target: HostSiwxNonceParameters,
): Promise<string> {
  if (store.get(optionsAtom).siwx?.hostNonce !== true) return createSiwxNonce()
  const siwxNonce = store.get(hostLinkAtom)?.siwxNonce
  if (!siwxNonce) {
    throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'The host is not connected.', {
      details: 'The sign-in nonce comes from the host page (siwx.getNonce).',
    })
  }
  const nonce = await siwxNonce(target)
  if (!isSiwxNonce(nonce)) {
    throw new AirlockError(ErrorCode.SIWX_NONCE_FAILED, 'The host answered no nonce.', {
      details: `siwxNonce answered ${JSON.stringify(nonce)?.slice(0, 40)}.`,
    })
  }
  return nonce
}

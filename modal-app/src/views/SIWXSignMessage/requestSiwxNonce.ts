import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { HostSiwxNonceParameters } from '../../app/createHostSiwxNonce.ts'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { optionsAtom } from '../../state/options.ts'
import type { Store } from '../../state/Store.ts'
import { createSiwxNonce } from '../../state/siwx/createSiwxNonce.ts'

/**
 * The nonce of the sign-in message of this account on this network. With `siwx.hostNonce` (the
 * host page has a `siwx.getNonce()`, so that its server issues nonces and accepts each signature
 * once) it is the host's answer to `siwxNonce`, used verbatim; otherwise a random one made here
 * (`createSiwxNonce`). The host link checks the host's answer (8–128 letters and digits) and says
 * what `getNonce()` did wrong (`createHostSiwxNonce`); signInWithSiwx checks the nonce again.
 *
 * The caller treats a rejection as the SIWX init failure (spec §8: disconnect, Connect,
 * 'A problem occurred while trying initialize authentication').
 *
 * @throws {AirlockError} `SIWX_NONCE_FAILED` (the host's `getNonce()` threw, was too slow or
 *   returned no nonce), `CONNECTOR_NOT_FOUND` without a host link.
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
  return siwxNonce(target)
}

import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { stringToHex } from 'viem'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { activeAccountContext, type Store } from '../../state/index.ts'
import { routeProviderRequest } from '../../wallets/routeProviderRequest.ts'

/**
 * A signer for `signInWithSiwx`: asks the connected host-window EVM wallet to sign the text with
 * `personal_sign` (the text as hex, then the address) over the host bridge. Other namespaces are
 * not wired yet and reject.
 *
 * @throws {AirlockError} `CONNECTOR_NOT_FOUND` without a host link or an EVM account; the wallet's
 *   own rejection (`USER_REJECTED`) otherwise.
 * @example
 * ```ts
 * await signInWithSiwx(store, { hostOrigin, signMessage: hostWalletSigner(store) })
 * ```
 */
export function hostWalletSigner(store: Store): (message: string) => Promise<string> {
  return async (message) => {
    const link = store.get(hostLinkAtom)
    const { namespace, address } = activeAccountContext(store)
    if (!link || namespace !== 'eip155' || !address) {
      throw new AirlockError(
        ErrorCode.CONNECTOR_NOT_FOUND,
        'Sign-in needs an EVM wallet of this page.',
        { details: `No host-window eip155 account (active namespace: ${namespace ?? 'none'}).` },
      )
    }
    const signature = await routeProviderRequest(store, link, {
      namespace,
      method: 'personal_sign',
      params: [stringToHex(message), address],
    })
    if (typeof signature !== 'string') {
      throw new AirlockError(ErrorCode.INTERNAL, 'The wallet returned no signature.')
    }
    return signature
  }
}

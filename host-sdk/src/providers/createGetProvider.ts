import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostAdapter } from '../adapters/HostAdapter.ts'
import { createEip1193Provider, type ProviderRequest } from './createEip1193Provider.ts'

/**
 * `modal.getProvider()`: one provider per namespace; eip155 always (made on first use), other
 * namespaces through their adapter (made at once).
 */
export function createGetProvider(
  request: ProviderRequest,
  adapters: readonly HostAdapter[],
  modal: Pick<AirlockModal, 'getState' | 'subscribeState'>,
): AirlockModal['getProvider'] {
  // The adapters' providers are made at once: the Solana one registers Airlock as a
  // wallet-standard wallet, which dapps look for before they ask for any provider.
  const providers: Record<string, unknown> = {}
  for (const adapter of adapters) {
    providers[adapter.namespace] = adapter.createProvider(request, modal)
  }
  return ((namespace: string) => {
    if (namespace === 'eip155') {
      providers[namespace] ??= createEip1193Provider(request, modal)
    } else if (!Object.hasOwn(providers, namespace)) {
      // Other namespaces are opt-in entries, so that EVM-only dapps do not ship them.
      throw new AirlockError(
        ErrorCode.UNKNOWN_NETWORK,
        `getProvider("${String(namespace).slice(0, 40)}") needs its adapter in createModal()'s adapters.`,
      )
    }
    return providers[namespace]
  }) as AirlockModal['getProvider']
}

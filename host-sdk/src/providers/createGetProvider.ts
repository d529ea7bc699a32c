import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostAdapter } from '../adapters/HostAdapter.ts'
import { createEip1193Provider, type ProviderRequest } from './createEip1193Provider.ts'

/**
 * `modal.getProvider()`: one provider per namespace, made on first use; eip155 always, other
 * namespaces through their adapter.
 */
export function createGetProvider(
  request: ProviderRequest,
  adapters: readonly HostAdapter[],
  modal: Pick<AirlockModal, 'getState' | 'subscribeState'>,
): AirlockModal['getProvider'] {
  const providers: Record<string, unknown> = {}
  return ((namespace: string) => {
    const adapter = adapters.find((each) => each.namespace === namespace)
    if (namespace === 'eip155') {
      providers[namespace] ??= createEip1193Provider(request, modal)
    } else if (adapter) {
      providers[namespace] ??= adapter.createProvider(request, { getState: modal.getState })
    } else {
      // Solana support is an opt-in entry, so that EVM-only dapps do not ship it.
      throw new AirlockError(
        ErrorCode.UNKNOWN_NETWORK,
        `getProvider() takes "eip155", or "solana" with adapters: [solanaAdapter()] from @airlock/host-sdk/solana; not "${String(namespace).slice(0, 40)}".`,
      )
    }
    return providers[namespace]
  }) as AirlockModal['getProvider']
}

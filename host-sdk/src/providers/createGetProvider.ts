import { AirlockError, ErrorCode, type Namespace } from '@airlock/shared-protocol'
import type { AirlockModal } from '../AirlockModal.ts'
import type { AdapterModal, HostAdapter } from '../adapters/HostAdapter.ts'
import { createEip1193Provider, type ProviderRequest } from './createEip1193Provider.ts'

/** The adapter each namespace but eip155 needs, as getProvider() names it when it is missing. */
const ADAPTERS: Record<Exclude<Namespace, 'eip155'>, string> = {
  solana: 'solanaAdapter() from @airlock/host-sdk/solana',
  polkadot: 'polkadotAdapter() from @airlock/host-sdk/polkadot',
  bip122: 'bitcoinAdapter() from @airlock/host-sdk/bitcoin',
  cosmos: 'cosmosAdapter() from @airlock/host-sdk/cosmos',
}

/**
 * `modal.getProvider()`: one provider per namespace; eip155 always (made on first use), other
 * namespaces through their adapter (made at once).
 */
export function createGetProvider(
  request: ProviderRequest,
  adapters: readonly HostAdapter[],
  modal: AdapterModal,
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
      const called = `getProvider("${String(namespace).slice(0, 40)}")`
      const adapter = Object.hasOwn(ADAPTERS, namespace)
        ? ADAPTERS[namespace as keyof typeof ADAPTERS]
        : undefined
      throw new AirlockError(
        ErrorCode.UNKNOWN_NETWORK,
        adapter
          ? `${called} needs ${adapter} in createModal()'s adapters.`
          : `${called}: not a namespace. Expected eip155, ${Object.keys(ADAPTERS).join(', ')}.`,
      )
    }
    return providers[namespace]
  }) as AirlockModal['getProvider']
}

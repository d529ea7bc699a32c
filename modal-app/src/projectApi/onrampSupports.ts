import type { Network } from '@airlock/shared-protocol'
import type { OnrampOptions } from '@airlock/shared-protocol/projectApi'

/**
 * Whether the on-ramp options let a visitor buy on `network`: a provider lists the network's
 * namespace in its `supportedChains` and a purchase currency is sold on its chain (`chain_id`
 * is the network's `id`). Either missing, the OnRamp view could not complete a purchase there,
 * so Account does not offer Buy.
 */
export function onrampSupports(
  options: Pick<OnrampOptions, 'providers' | 'purchaseCurrencies'>,
  network: Pick<Network, 'id' | 'chainNamespace'> | undefined,
): boolean {
  if (network === undefined) return false
  const namespace: string = network.chainNamespace
  const chainId = String(network.id)
  return (
    options.providers.some((provider) => provider.supportedChains.includes(namespace)) &&
    options.purchaseCurrencies.some((currency) =>
      currency.networks.some((offered) => offered.chain_id === chainId),
    )
  )
}

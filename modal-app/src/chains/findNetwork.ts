import type { Namespace, Network } from '@airlock/shared-protocol'
import { chainsAtom } from '../state/chain.ts'
import type { Store } from '../state/Store.ts'
import { unsupportedNetwork } from './unsupportedNetwork.ts'

/** What {@link findNetwork} returns. */
export type FindNetworkReturnType = {
  /** The configured network, or the 'Unknown Network' placeholder. */
  network: Network
  /** Whether the project configured it. */
  supported: boolean
}

/**
 * The network of a namespace with a CAIP-2 reference (`'1'`, `'31337'`): the configured one, or an
 * 'Unknown Network' placeholder marked unsupported.
 */
export function findNetwork(
  store: Store,
  namespace: Namespace,
  reference: string,
): FindNetworkReturnType {
  const caipNetworkId = `${namespace}:${reference}`
  const network = store
    .get(chainsAtom)
    [namespace]?.networks.find((known) => known.caipNetworkId === caipNetworkId)
  if (network) return { network, supported: true }
  return { network: unsupportedNetwork(namespace, reference), supported: false }
}

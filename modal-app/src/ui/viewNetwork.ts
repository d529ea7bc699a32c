import type { Network } from '@airlock/shared-protocol'
import type { ViewData } from '../state/router/viewStack.ts'

/**
 * The network a view was opened with (`{ network }`, as the chain area pushes it), if the data
 * holds one.
 */
export function viewNetwork(data: ViewData | undefined): Network | undefined {
  const network = data?.network
  if (typeof network !== 'object' || network === null) return undefined
  const candidate = network as Partial<Network>
  return typeof candidate.caipNetworkId === 'string' && typeof candidate.name === 'string'
    ? (network as Network)
    : undefined
}

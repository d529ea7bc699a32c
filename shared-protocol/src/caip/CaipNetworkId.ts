import type { Namespace } from './NAMESPACES.ts'

/**
 * A CAIP-2 chain id of a known namespace, e.g. `eip155:1`.
 */
export type CaipNetworkId = `${Namespace}:${string}`

/** A CAIP-10 account id of a known namespace, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${Namespace}:${string}:${string}`

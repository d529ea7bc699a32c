import type { IdentifierString } from '@wallet-standard/base'
import { connectedAccountOf } from '../connectedAccountOf.ts'
import type { HostModalState } from '../HostModalState.ts'

/** The chains of the wallet standard: Solana's three public clusters and a local one. */
export const STANDARD_CHAINS: readonly IdentifierString[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
]

// The CAIP-2 reference of a Solana network is the first 32 characters of its genesis hash.
const PUBLIC_CLUSTERS: Record<string, IdentifierString> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The wallet-standard chain of a modal's Solana network (`solana:<genesis hash prefix>`): a
 * public cluster by its name; any other genesis is a cluster of its own (a local validator such
 * as the demo's), which the standard calls `solana:localnet`, as wallet-adapter does for a
 * localhost RPC. An id that already is a standard chain stays as it is.
 */
export function toStandardChain(caipNetworkId: string): IdentifierString {
  if (STANDARD_CHAINS.includes(caipNetworkId as IdentifierString)) {
    return caipNetworkId as IdentifierString
  }
  return PUBLIC_CLUSTERS[caipNetworkId.slice('solana:'.length)] ?? 'solana:localnet'
}

/**
 * The modal's active Solana network (CAIP-2): the active network when it is a Solana one, else
 * that of the connected Solana account (another namespace is active); `undefined` when the state
 * names neither.
 */
export function solanaNetworkOf(state: HostModalState): string | undefined {
  const id = state.network?.caipNetworkId
  if (id?.startsWith('solana:')) return id
  const caipAddress = connectedAccountOf(state, 'solana')?.caipAddress
  return caipAddress?.slice(0, caipAddress.lastIndexOf(':'))
}

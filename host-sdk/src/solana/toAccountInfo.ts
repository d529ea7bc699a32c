import type { WalletAccount } from '@wallet-standard/base'

/** A wallet-standard account as it crosses the iframe (its public key is the address). */
export type AccountInfo = { address: string; chains: string[]; features: string[] }

/**
 * The plain-data view of a wallet-standard account: address, chains and features.
 */
export function toAccountInfo({ address, chains, features }: WalletAccount): AccountInfo {
  return { address, chains: [...chains], features: [...features] }
}

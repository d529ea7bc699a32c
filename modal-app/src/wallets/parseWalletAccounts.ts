import type { Namespace } from '@airlock/shared-protocol'
import { getAddress, isAddress } from 'viem'
import { isEvmAddress, isSolanaAddress } from '../state/validation/addresses.ts'

/**
 * The addresses in a wallet's answer, well-formed ones only, in the wallet's order: for eip155 an
 * `eth_requestAccounts`/`eth_accounts` array (checksummed here); for solana a wallet-standard
 * `standard:connect` answer (`{ accounts: [{ address, … }] }`, or the bare array of accounts or
 * addresses). Anything else gives an empty list.
 */
export function parseWalletAccounts(namespace: Namespace, answer: unknown): string[] {
  const list = Array.isArray(answer)
    ? answer
    : answer &&
        typeof answer === 'object' &&
        Array.isArray((answer as { accounts?: unknown }).accounts)
      ? (answer as { accounts: unknown[] }).accounts
      : []
  const addresses = list.map((entry: unknown) =>
    typeof entry === 'string'
      ? entry
      : entry &&
          typeof entry === 'object' &&
          typeof (entry as { address?: unknown }).address === 'string'
        ? (entry as { address: string }).address
        : undefined,
  )
  const valid: string[] = []
  for (const address of addresses) {
    if (address === undefined) continue
    if (namespace === 'eip155') {
      if (!/^0x[0-9a-fA-F]{40}$/.test(address) || !isEvmAddress(address)) continue
      // A mixed-case address must carry a valid EIP-55 checksum.
      if (!isAddress(address, { strict: true })) continue
      try {
        valid.push(getAddress(address))
      } catch {
        // A mixed-case address with a wrong checksum: not an address this wallet owns.
      }
    } else if (namespace === 'solana') {
      if (isSolanaAddress(address)) valid.push(address)
    }
  }
  return [...new Set(valid)]
}

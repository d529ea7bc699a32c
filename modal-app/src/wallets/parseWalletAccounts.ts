import type { Namespace } from '@airlock/shared-protocol'
import { getAddress, isAddress } from 'viem'
import {
  isBitcoinAddress,
  isCosmosAddress,
  isEvmAddress,
  isPolkadotAddress,
  isSolanaAddress,
} from '../state/validation/addresses.ts'

const ADDRESS_CHECKS: Partial<Record<Namespace, (address: string) => boolean>> = {
  solana: isSolanaAddress,
  polkadot: isPolkadotAddress,
  bip122: isBitcoinAddress,
  cosmos: isCosmosAddress,
}

/**
 * The addresses in a wallet's answer, well-formed ones only, in the wallet's order: for eip155 an
 * `eth_requestAccounts`/`eth_accounts` array (checksummed here); for solana a wallet-standard
 * `standard:connect` answer (`{ accounts: [{ address, … }] }`, or the bare array of accounts or
 * addresses); for polkadot, bip122 and cosmos the host wallets' `{ accounts: [{ address, … }] }`
 * (bitcoin's payment address first: the namespace's default account type, spec §3). Anything else
 * gives an empty list.
 */
export function parseWalletAccounts(namespace: Namespace, answer: unknown): string[] {
  let list: unknown[] = Array.isArray(answer)
    ? answer
    : answer &&
        typeof answer === 'object' &&
        Array.isArray((answer as { accounts?: unknown }).accounts)
      ? (answer as { accounts: unknown[] }).accounts
      : []
  if (namespace === 'bip122') {
    const isPayment = (entry: unknown) =>
      (entry as { purpose?: unknown } | null)?.purpose === 'payment' ? 0 : 1
    list = [...list].sort((a, b) => isPayment(a) - isPayment(b))
  }
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
    } else if (ADDRESS_CHECKS[namespace]?.(address)) {
      valid.push(address)
    }
  }
  return [...new Set(valid)]
}

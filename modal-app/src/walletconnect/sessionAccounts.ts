import { NAMESPACES, type Namespace, parseCaipAddress } from '@airlock/shared-protocol'
import { parseWalletAccounts } from '../wallets/parseWalletAccounts.ts'
import type { WalletConnectSession } from './WalletConnectClient.ts'

/** The accounts of one namespace of a session: CAIP-2 id → addresses, in the wallet's order. */
export type NamespaceAccounts = Map<`${Namespace}:${string}`, string[]>

/**
 * The accounts a session approved, by namespace (in the order of `NAMESPACES`) and network.
 * Malformed ids, addresses that are none of their namespace and namespaces Airlock does not know
 * (stellar, …) are left out. Namespace keys may
 * be a namespace (`eip155`) or a chain (`eip155:1`); only the accounts count.
 */
export function sessionAccounts(
  session: Pick<WalletConnectSession, 'namespaces'>,
): Map<Namespace, NamespaceAccounts> {
  const found = new Map<Namespace, NamespaceAccounts>()
  for (const namespace of Object.values(session.namespaces)) {
    for (const account of namespace.accounts ?? []) {
      let parsed: ReturnType<typeof parseCaipAddress>
      try {
        parsed = parseCaipAddress(account)
      } catch {
        continue
      }
      // The address must be one of its namespace (a wallet's `eip155:1:0xZZ` broke wagmi on the
      // host); eip155 ones are checksummed, as host-window wallets' are.
      const [address] = parseWalletAccounts(parsed.namespace, [parsed.address])
      if (address === undefined) continue
      const byNetwork = found.get(parsed.namespace) ?? new Map()
      const addresses = byNetwork.get(parsed.caipNetworkId) ?? []
      if (!addresses.includes(address)) addresses.push(address)
      byNetwork.set(parsed.caipNetworkId, addresses)
      found.set(parsed.namespace, byNetwork)
    }
  }
  const ordered = new Map<Namespace, NamespaceAccounts>()
  for (const namespace of NAMESPACES) {
    const accounts = found.get(namespace)
    if (accounts) ordered.set(namespace, accounts)
  }
  return ordered
}

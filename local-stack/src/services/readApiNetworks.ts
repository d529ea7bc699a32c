import { networkSchema } from '@airlock/shared-protocol'
import { getAddress, isAddress } from 'viem'
import type { ReferenceApiNetwork } from '../api/ReferenceApiNetwork.ts'

/**
 * The networks the reference API should index, read from a project file (JSON text): each EVM
 * (`eip155`) network of its `networks` that has a running RPC in `rpcUrls`, with the project's
 * display name, native currency symbol and name and its EVM `tokens`. The RPC URL comes from `rpcUrls`, not
 * from the file, whose URLs name the default ports. Networks that are not valid shared-protocol
 * networks are skipped (the modal rejects such a file anyway).
 *
 * @throws SyntaxError when the text is not JSON.
 */
export function readApiNetworks(
  projectJson: string,
  rpcUrls: Readonly<Record<string, string>>,
): ReferenceApiNetwork[] {
  const project: unknown = JSON.parse(projectJson)
  const entries =
    typeof project === 'object' && project !== null && 'networks' in project
      ? project.networks
      : undefined
  if (!Array.isArray(entries)) return []
  const networks: ReferenceApiNetwork[] = []
  for (const entry of entries) {
    const parsed = networkSchema.safeParse(entry)
    if (!parsed.success || parsed.data.chainNamespace !== 'eip155') continue
    const network = parsed.data
    const rpcUrl = rpcUrls[network.caipNetworkId]
    if (rpcUrl === undefined) continue
    networks.push({
      caipNetworkId: network.caipNetworkId,
      name: network.name,
      rpcUrl,
      nativeSymbol: network.nativeCurrency.symbol,
      nativeName: network.nativeCurrency.name,
      tokens: (network.tokens ?? [])
        .filter((token) => isAddress(token.address, { strict: false }))
        .map((token) => ({
          address: getAddress(token.address),
          symbol: token.symbol,
          decimals: token.decimals,
          ...(token.name === undefined ? {} : { name: token.name }),
        })),
    })
  }
  return networks
}

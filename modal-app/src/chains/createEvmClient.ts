import { AirlockError, ErrorCode, type Network } from '@airlock/shared-protocol'
import { type Chain, type Client, createClient, http, type Transport } from 'viem'

const clients = new Map<string, Client<Transport, Chain>>()

/**
 * A viem client (`createClient` with an `http` transport, for use with `viem/actions`) for an
 * eip155 network's first RPC URL. Clients are cached per network and URL, so every read of a
 * network shares one.
 *
 * @throws {AirlockError} `UNKNOWN_NETWORK` for a network that is not eip155 or has no RPC URL.
 */
export function createEvmClient(network: Network): Client<Transport, Chain> {
  const url = network.rpcUrls.default.http[0]
  const id = Number(network.id)
  if (network.chainNamespace !== 'eip155' || !url || !Number.isSafeInteger(id)) {
    throw new AirlockError(
      ErrorCode.UNKNOWN_NETWORK,
      `No EVM RPC is configured for ${network.caipNetworkId}.`,
    )
  }
  const key = `${network.caipNetworkId} ${url}`
  const cached = clients.get(key)
  if (cached) return cached
  const chain: Chain = {
    id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
  }
  const client = createClient({ chain, transport: http(url, { retryCount: 1 }) })
  clients.set(key, client)
  return client
}

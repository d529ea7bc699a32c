import { DEMO_NETWORKS } from '@airlock/testkit/demo'

/** Where the wallet connects: the relay and one RPC URL per chain it signs for. */
export type WalletConfig = {
  /** WebSocket URL of the WalletConnect relay. */
  relayUrl: string
  /** WalletConnect project id sent to the relay (ours ignores it). */
  projectId: string
  /** JSON-RPC URL per CAIP-2 chain id, for `eip155:31337`, `eip155:31338` and the local Solana. */
  rpcUrls: Record<string, string>
  /** A `wc:` URI from the page's `?uri=` (a deep link), to pair with at once. */
  pairingUri: string | undefined
}

/** Build-time settings, the `AIRLOCK_*` environment of `vite build`. */
export type WalletBuildEnv = {
  AIRLOCK_RELAY_URL?: string | undefined
  AIRLOCK_WALLETCONNECT_PROJECT_ID?: string | undefined
  AIRLOCK_EVM_RPC_31337?: string | undefined
  AIRLOCK_EVM_RPC_31338?: string | undefined
  AIRLOCK_SOLANA_RPC?: string | undefined
}

/** The relay of `npm start` (local-stack/src/relay). */
const DEFAULT_RELAY_URL = 'ws://127.0.0.1:4320'
const DEFAULT_PROJECT_ID = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1'

const [anvil, anvil2, solana] = DEMO_NETWORKS

/**
 * Reads the wallet's settings: query parameters first (`relay`, `projectId`, `rpc31337`,
 * `rpc31338`, `solanaRpc`, `uri`), then the build-time environment, then the local stack's
 * defaults.
 *
 * A deep link should encode the `wc:` URI (`?uri=wc%3A…`); an unencoded one (`?uri=wc:…@2?
 * relay-protocol=irn&symKey=…`) is also understood when `uri` is the last parameter.
 */
export function readWalletConfig(search: string, env: WalletBuildEnv = {}): WalletConfig {
  const params = new URLSearchParams(search)
  const pick = (name: string, fromEnv: string | undefined, fallback: string) =>
    nonEmpty(params.get(name)) ?? nonEmpty(fromEnv) ?? fallback
  return {
    relayUrl: pick('relay', env.AIRLOCK_RELAY_URL, DEFAULT_RELAY_URL),
    projectId: pick('projectId', env.AIRLOCK_WALLETCONNECT_PROJECT_ID, DEFAULT_PROJECT_ID),
    rpcUrls: {
      [anvil.caipNetworkId]: pick(
        'rpc31337',
        env.AIRLOCK_EVM_RPC_31337,
        anvil.rpcUrls.default.http[0],
      ),
      [anvil2.caipNetworkId]: pick(
        'rpc31338',
        env.AIRLOCK_EVM_RPC_31338,
        anvil2.rpcUrls.default.http[0],
      ),
      [solana.caipNetworkId]: pick(
        'solanaRpc',
        env.AIRLOCK_SOLANA_RPC,
        solana.rpcUrls.default.http[0],
      ),
    },
    pairingUri: readPairingUri(search, params),
  }
}

function readPairingUri(search: string, params: URLSearchParams): string | undefined {
  const uri = nonEmpty(params.get('uri'))
  if (!uri) return undefined
  if (uri.includes('symKey=')) return uri
  // Unencoded: `&symKey=…` was split off as parameters of the page; take the raw rest instead.
  const raw = search.replace(/^\?/, '')
  const start = raw.search(/(^|&)uri=/)
  const rest = raw.slice(raw.indexOf('uri=', start) + 'uri='.length)
  const decoded = safeDecode(rest)
  return decoded.includes('symKey=') ? decoded : uri
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function nonEmpty(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

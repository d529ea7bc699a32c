import type { Network } from '@airlock/shared-protocol'

/** What {@link explorerUrl} links to. */
export type ExplorerTarget = { address: string } | { transaction: string }

/**
 * Where the explorers of a namespace keep addresses and transactions, when not at `address/` and
 * `tx/`: Subscan (polkadot) and the cosmos explorers name them accounts, and Subscan extrinsics.
 */
const PATHS: Partial<Record<Network['chainNamespace'], { address: string; tx: string }>> = {
  polkadot: { address: 'account', tx: 'extrinsic' },
  cosmos: { address: 'account', tx: 'tx' },
}

/**
 * The page of an address or a transaction on the network's block explorer
 * (`<explorer>/address/<address>`, `<explorer>/tx/<hash>`; `account/` for polkadot and cosmos
 * addresses, `extrinsic/` for polkadot transactions), keeping the explorer URL's own query
 * (a Solana `?cluster=devnet`, say). Undefined when the network has no explorer.
 */
export function explorerUrl(
  network: (Pick<Network, 'blockExplorers'> & Partial<Pick<Network, 'chainNamespace'>>) | undefined,
  target: ExplorerTarget,
): string | undefined {
  const base = network?.blockExplorers?.default.url
  if (!base) return undefined
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return undefined
  }
  const paths = (network?.chainNamespace && PATHS[network.chainNamespace]) || {
    address: 'address',
    tx: 'tx',
  }
  const [kind, value] =
    'address' in target ? [paths.address, target.address] : [paths.tx, target.transaction]
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(value)}`
  return url.toString()
}

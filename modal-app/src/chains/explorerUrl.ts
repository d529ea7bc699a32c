import type { Network } from '@airlock/shared-protocol'

/** What {@link explorerUrl} links to. */
export type ExplorerTarget = { address: string } | { transaction: string }

/**
 * The page of an address or a transaction on the network's block explorer
 * (`<explorer>/address/<address>`, `<explorer>/tx/<hash>`), keeping the explorer URL's own query
 * (a Solana `?cluster=devnet`, say). Undefined when the network has no explorer.
 */
export function explorerUrl(
  network: Pick<Network, 'blockExplorers'> | undefined,
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
  const [kind, value] =
    'address' in target ? ['address', target.address] : ['tx', target.transaction]
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(value)}`
  return url.toString()
}

import type { StackEndpoints } from './StackEndpoints.ts'

/** The `<meta name="airlock-demo-rpc" content="…">` tag the demo host's pages carry. */
const DEMO_RPC_META = /<meta\s+name="airlock-demo-rpc"\s+content="[^"]*"\s*\/?>/

/**
 * Points the demo host's in-page demo wallets at the running chains by writing their RPC URLs
 * into the page's `<meta name="airlock-demo-rpc">` tag, as the JSON the page reads:
 * `{ "evm": { "31337": "http://…" }, "solana": "http://…" }` (from the `eip155:*` and `solana:*`
 * entries of `endpoints.rpcUrls`). With no RPC URLs, or in a page without the tag, the HTML is
 * returned unchanged, and the wallets use the demo networks' default URLs.
 */
export function setDemoRpcMeta(html: string, endpoints: StackEndpoints): string {
  const evm: Record<string, string> = {}
  let solana: string | undefined
  for (const [network, url] of Object.entries(endpoints.rpcUrls ?? {})) {
    const [namespace, reference] = network.split(':')
    if (namespace === 'eip155' && reference && /^\d+$/.test(reference)) evm[reference] = url
    else if (namespace === 'solana') solana = url
  }
  if (Object.keys(evm).length === 0 && solana === undefined) return html
  const content = JSON.stringify(solana === undefined ? { evm } : { evm, solana })
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
  return html.replace(DEMO_RPC_META, `<meta name="airlock-demo-rpc" content="${content}">`)
}

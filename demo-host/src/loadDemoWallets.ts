import { shouldLoadDemoWallets } from './pageOptions.ts'
import type { InstallDemoWalletsOptions } from './wallets/installDemoWallets.ts'

/**
 * The demo wallets' RPC URLs for this page: the JSON of `<meta name="airlock-demo-rpc">`
 * (`{ "evm": { "31337": "http://…" }, "solana": "http://…" }`, rewritten by the local stack's
 * host server when the chains run on other ports), or the defaults of the demo networks.
 */
export function readDemoRpcOptions(
  doc: Pick<Document, 'querySelector'>,
): InstallDemoWalletsOptions {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="airlock-demo-rpc"]')?.content
  if (!content || content.startsWith('%')) return {}
  try {
    const parsed: unknown = JSON.parse(content)
    if (typeof parsed !== 'object' || parsed === null) return {}
    const options: InstallDemoWalletsOptions = {}
    const evm = Reflect.get(parsed, 'evm')
    if (typeof evm === 'object' && evm !== null) {
      const rpcUrls: Record<number, string> = {}
      for (const [chainId, url] of Object.entries(evm)) {
        if (/^\d+$/.test(chainId) && typeof url === 'string') rpcUrls[Number(chainId)] = url
      }
      options.evm = { rpcUrls }
    }
    const solana = Reflect.get(parsed, 'solana')
    if (typeof solana === 'string') options.solana = { rpcUrl: solana }
    return options
  } catch {
    console.warn('Airlock demo: ignoring a malformed airlock-demo-rpc meta tag')
    return {}
  }
}

/**
 * Installs the demo wallets (EVM over EIP-6963, Solana and bitcoin over the wallet standard, a
 * polkadot extension and a Keplr-style cosmos wallet) after the page's own code, as browser
 * extensions would. They are loaded with a dynamic import so the host page's load is not held
 * up by their code; the SDK picks up late wallets. A page opened with `?wallets=none` gets none
 * (see {@link shouldLoadDemoWallets}).
 */
export function loadDemoWallets(doc: Document): void {
  if (!shouldLoadDemoWallets(doc.location.search)) return
  const options = readDemoRpcOptions(doc)
  import('./wallets/installDemoWallets.ts')
    .then(({ installDemoWallets }) => installDemoWallets(options))
    .catch((error: unknown) =>
      console.error('Airlock demo: the demo wallets failed to load', error),
    )
}

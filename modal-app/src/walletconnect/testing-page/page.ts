// A page for walletConnect.browser.test.ts: the modal's WalletConnect client in Chromium.
import { buildNamespaces } from '../buildNamespaces.ts'
import { createWalletConnectClient } from '../createWalletConnectClient.ts'
import type { WalletConnectSession } from '../WalletConnectClient.ts'

type PageApi = {
  start(relayUrl: string): Promise<string>
  session(): Promise<{ ms: number; namespaces: string[] }>
}

let started = 0
let pending: Promise<WalletConnectSession | undefined> | undefined

const api: PageApi = {
  async start(relayUrl) {
    const client = await createWalletConnectClient({
      projectId: '0123456789abcdef0123456789abcdef',
      relayUrl,
      host: { origin: 'http://127.0.0.1:4300', name: 'Airlock demo' },
      logger: 'silent',
    })
    const uri = new Promise<string>((resolve) => client.on('display_uri', resolve))
    started = performance.now()
    pending = client.connect(
      buildNamespaces([
        {
          id: 31337,
          chainNamespace: 'eip155',
          caipNetworkId: 'eip155:31337',
          name: 'Anvil',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        },
      ]),
    )
    return uri
  },
  async session() {
    const session = await pending
    return { ms: performance.now() - started, namespaces: Object.keys(session?.namespaces ?? {}) }
  },
}
Reflect.set(window, 'airlockTest', api)

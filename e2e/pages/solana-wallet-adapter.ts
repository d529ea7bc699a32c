// A Solana dapp as integrators write it with @solana/wallet-adapter-react and web3.js 1.x: it
// finds wallets through the wallet standard, so it finds Airlock (registered by the demo page's
// solanaAdapter()) with no Airlock code of its own. solana-wallet-standard.spec.ts bundles it with
// esbuild and adds it to the demo host page; `window.solanaDappConfig` gives it the local RPC,
// the transfer to make and whether wallet-adapter connects on its own (`autoConnect`).
import {
  ConnectionProvider,
  useConnection,
  useWallet,
  WalletProvider,
} from '@solana/wallet-adapter-react'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { createElement as h, useState } from 'react'
import { createRoot } from 'react-dom/client'

/** What the test sets before adding the script. */
export type SolanaDappConfig = {
  rpcUrl: string
  /** The message "Sign message" signs. */
  message: string
  /** The receiver and amount of "Send". */
  to: string
  lamports: number
  /**
   * wallet-adapter's `autoConnect`: selecting a wallet connects it, and a reload reconnects the
   * selected one silently.
   */
  autoConnect?: boolean
}

const config = (window as unknown as { solanaDappConfig: SolanaDappConfig }).solanaDappConfig

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

function App({ adapterErrors }: { adapterErrors: string[] }) {
  const { wallets, wallet, select, connect, disconnect, publicKey, signMessage, sendTransaction } =
    useWallet()
  const { connection } = useConnection()
  const [result, setResult] = useState('')
  const [error, setError] = useState('')
  const run = (flow: () => Promise<string>) => () => {
    setResult('')
    setError('')
    flow().then(setResult, (failed: Error) => setError(failed.message || failed.name))
  }
  const output = (label: string, testId: string, text: string) =>
    h('p', null, `${label}: `, h('output', { 'data-testid': testId }, text))
  const button = (label: string, onClick: () => void) =>
    h('button', { type: 'button', onClick }, label)
  return h(
    'section',
    { 'aria-label': 'Solana dapp' },
    output('Wallets', 'sol-wallets', wallets.map(({ adapter }) => adapter.name).join(', ')),
    output('Selected', 'sol-selected', wallet?.adapter.name ?? 'none'),
    output('Public key', 'sol-public-key', publicKey?.toBase58() ?? 'none'),
    output('Result', 'sol-result', result),
    output('Error', 'sol-error', error),
    output('Adapter errors', 'sol-adapter-errors', adapterErrors.join(', ')),
    button('Select Airlock', () =>
      select(wallets.find(({ adapter }) => adapter.name === 'Airlock')?.adapter.name ?? null),
    ),
    button(
      'Connect',
      run(async () => {
        await connect()
        return 'connected'
      }),
    ),
    button(
      'Sign message',
      run(async () => {
        if (!signMessage) throw new Error('the wallet cannot sign messages')
        return toBase64(await signMessage(new TextEncoder().encode(config.message)))
      }),
    ),
    button(
      'Send',
      run(async () => {
        if (!publicKey) throw new Error('not connected')
        const transaction = new Transaction().add(
          SystemProgram.transfer({
            fromPubkey: publicKey,
            toPubkey: new PublicKey(config.to),
            lamports: config.lamports,
          }),
        )
        return sendTransaction(transaction, connection)
      }),
    ),
    button(
      'Disconnect',
      run(async () => {
        await disconnect()
        return 'disconnected'
      }),
    ),
  )
}

function Root() {
  // Every error the adapter reports: those of its own connects (autoConnect) have no flow.
  const [adapterErrors, setAdapterErrors] = useState<string[]>([])
  return h(ConnectionProvider, {
    endpoint: config.rpcUrl,
    config: { commitment: 'confirmed' },
    children: h(WalletProvider, {
      wallets: [],
      autoConnect: config.autoConnect ?? false,
      onError: (failed: Error) => setAdapterErrors((errors) => [...errors, failed.name]),
      children: h(App, { adapterErrors }),
    }),
  })
}

const root = document.createElement('div')
document.body.append(root)
createRoot(root).render(h(Root))

// The gallery of the modal's views (issue 18): each view (Account in its states, the Activity
// list, Send, Sign-in, the toast; Connect, All Wallets, Get a wallet and WalletConnect in
// connectPanels.tsx) rendered with the modal's own components, stylesheet and state, from a store
// set up in the state to show, with fixture data and fake chain and wallet answers (no network).
// The demo host serves it (demo-host/gallery.html) and the browser tests take its pictures
// (e2e/tests/gallery.spec.ts, gallery-connect.spec.ts).
import '../ui/modal.css'
import './gallery.css'
import type { Network } from '@airlock/shared-protocol'
import { Provider } from 'jotai/react'
import { createStore } from 'jotai/vanilla'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { hostLinkAtom } from '../app/hostLinkAtom.ts'
import { loadBalancesDepsAtom } from '../app/loadBalancesDepsAtom.ts'
import { sendChainDepsAtom } from '../app/sendChain.ts'
import { setAccount, setCaipAddress } from '../state/account.ts'
import { initializeChains } from '../state/chain.ts'
import { setActiveConnector } from '../state/connectors.ts'
import { hostOriginAtom } from '../state/hostOrigin.ts'
import { setOptions } from '../state/options.ts'
import type { Store } from '../state/Store.ts'
import { setSendDraft } from '../state/send/sendDraft.ts'
import { showSnackbar } from '../state/snackbar.ts'
import { transactionsAtom } from '../state/transactions.ts'
import type { TokenBalance } from '../state/validation/TokenBalance.ts'
import type { Transaction } from '../state/validation/Transaction.ts'
import { ActivityList } from '../ui/ActivityList.tsx'
import { Snackbar } from '../ui/Snackbar.tsx'
import { Account } from '../views/Account/Account.tsx'
import { Send } from '../views/Send/Send.tsx'
import { SIWXSignMessage } from '../views/SIWXSignMessage/SIWXSignMessage.tsx'
import { connectPanels } from './connectPanels.tsx'

const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const ETHEREUM: Network = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gallery.invalid'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

const BALANCES: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 3703.5,
    price: 3000,
    quantity: { decimals: '18', numeric: '1.2345' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    value: 250,
    price: 1,
    quantity: { decimals: '6', numeric: '250' },
    iconUrl: '',
  },
  {
    name: 'Airlock Demo Token',
    symbol: 'ADT',
    chainId: 'eip155:1',
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: 0,
    price: 0,
    quantity: { decimals: '18', numeric: '12.5' },
    iconUrl: '',
  },
]

/** A transfer of the history, as the project's indexer lists them. */
function transaction(
  id: string,
  minedAt: string,
  operationType: string,
  status: string,
  symbol: string,
  numeric: string,
): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1',
      operationType,
      status,
      sentFrom: operationType === 'receive' ? RECEIVER : ADDRESS,
      sentTo: operationType === 'receive' ? ADDRESS : RECEIVER,
    },
    transfers: [{ fungible_info: { symbol }, quantity: { numeric } }],
  }
}

const HISTORY: Transaction[] = [
  transaction('a', '2026-11-27T16:42:00Z', 'receive', 'pending', 'USDC', '120'),
  transaction('b', '2026-11-26T09:05:00Z', 'send', 'confirmed', 'ETH', '0.25'),
  transaction('c', '2026-11-20T18:30:00Z', 'trade', 'confirmed', 'USDC', '500'),
  transaction('d', '2026-10-31T12:00:00Z', 'send', 'failed', 'ETH', '1.5'),
  transaction('e', '2026-10-02T08:15:00Z', 'receive', 'confirmed', 'ETH', '2'),
]

type Setup = {
  /** How the balances load: at once, never (loading), or failing (unavailable). */
  balances?: 'loaded' | 'loading' | 'unavailable'
  name?: string
  options?: object
}

/** A store as after the handshake and a connection, with the balances answering as `setup` says. */
function connectedStore({ balances = 'loaded', name, options = {} }: Setup = {}): Store {
  const store = createStore()
  setOptions(store, options, { projectId: 'demo' })
  store.set(hostOriginAtom, 'https://app.example.com')
  store.set(loadBalancesDepsAtom, {
    fetchBalances: () =>
      balances === 'loaded'
        ? Promise.resolve(BALANCES)
        : balances === 'loading'
          ? new Promise<TokenBalance[]>(() => {})
          : Promise.reject(new Error('HTTP request failed')),
  })
  initializeChains(store, [ETHEREUM])
  setCaipAddress(store, `eip155:1:${ADDRESS}`)
  if (name) setAccount(store, 'eip155', { profileName: name })
  // A wallet that approves at once, a chain that answers and confirms: Send reaches its receipt.
  store.set(sendChainDepsAtom, {
    probe: async () => {},
    confirm: async () => {},
    estimateFee: async () => ({ amount: '0.000042', symbol: 'ETH' }),
  })
  setActiveConnector(store, 'eip155', 'gallery.wallet')
  store.set(hostLinkAtom, {
    bridge: { walletRequest: async () => `0x${'5a'.repeat(32)}` },
    openUrl: async () => true,
  })
  return store
}

/** One card of the gallery: a view under its own store, with the header's title. */
export type Panel = { id: string; title: string; view: ReactNode; store: Store }

function panels(): Panel[] {
  const toast = connectedStore()
  showSnackbar(toast, { message: 'Address copied', variant: 'success', autoClose: false })
  // The history is the indexer's page, already loaded (without an API nothing is fetched).
  const activity = connectedStore()
  activity.set(transactionsAtom, {
    transactions: HISTORY,
    next: undefined,
    loading: false,
    empty: false,
  })
  const draft = connectedStore()
  setSendDraft(draft, { sendTokenAmount: '0.5', receiverAddress: RECEIVER })
  return [
    { id: 'account', title: 'Account', view: <Account />, store: connectedStore() },
    {
      id: 'account-named',
      title: 'Account',
      view: <Account />,
      store: connectedStore({ name: 'alice-has-a-long-name.airlock' }),
    },
    {
      id: 'account-loading',
      title: 'Account',
      view: <Account />,
      store: connectedStore({ balances: 'loading' }),
    },
    {
      id: 'account-unavailable',
      title: 'Account',
      view: <Account />,
      store: connectedStore({ balances: 'unavailable' }),
    },
    { id: 'activity', title: 'Activity', view: <ActivityList />, store: activity },
    { id: 'send', title: 'Send', view: <Send />, store: draft },
    { id: 'send-empty', title: 'Send', view: <Send />, store: connectedStore() },
    {
      id: 'signin',
      title: 'Sign In',
      view: <SIWXSignMessage />,
      store: connectedStore({
        options: { siwx: { required: true, statement: 'Sign in to the Airlock demo.' } },
      }),
    },
    {
      id: 'toast',
      title: 'Toast',
      view: (
        <div className="al-gallery-toast">
          <Snackbar />
        </div>
      ),
      store: toast,
    },
    ...connectPanels(),
  ]
}

/**
 * Keeps a card's slot a whole number of pixels tall (its card's height rounded up). Line heights
 * such as 1.4 × 14 px give cards fractional heights, so without this a card's top, and with it
 * the size of its picture (rounded out to whole pixels), would depend on the cards before it.
 */
function snapToWholePixels(slot: HTMLDivElement | null): (() => void) | undefined {
  const card = slot?.firstElementChild
  if (!slot || !card) return undefined
  const observer = new ResizeObserver(() => {
    slot.style.height = `${Math.ceil(card.getBoundingClientRect().height)}px`
  })
  observer.observe(card)
  return () => observer.disconnect()
}

/**
 * Renders every panel of the gallery into `container`, each view in a card of the modal's own
 * markup and stylesheet, under its own store. The theme is the document's (`data-theme`).
 */
export function mountGallery(container: HTMLElement): void {
  createRoot(container).render(
    <div className="al-gallery">
      {panels().map((panel) => (
        <div key={panel.id} className="al-gallery-slot" ref={snapToWholePixels}>
          <section
            className="al-card al-gallery-card"
            data-testid={`gallery-${panel.id}`}
            aria-label={`${panel.title} (${panel.id})`}
          >
            <header className="al-header">
              <span className="al-header-slot" />
              <h2 className="al-title">{panel.title}</h2>
              <span className="al-header-slot" />
            </header>
            <div className="al-body">
              <Provider store={panel.store}>{panel.view}</Provider>
            </div>
          </section>
        </div>
      ))}
    </div>,
  )
}

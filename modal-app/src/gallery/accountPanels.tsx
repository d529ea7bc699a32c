// The gallery's panels of the connected views: Account in its states, its NFTs tab in its states,
// Activity, Send, Sign-in and the toast.
import { loadBalancesDepsAtom } from '../app/loadBalancesDepsAtom.ts'
import { projectFetchAtom } from '../projectApi/projectApi.ts'
import { nameCacheAtom } from '../state/names/nameCacheAtom.ts'
import { projectServicesAtom } from '../state/options.ts'
import type { Store } from '../state/Store.ts'
import { setSendDraft } from '../state/send/sendDraft.ts'
import { showSnackbar } from '../state/snackbar.ts'
import { transactionsAtom } from '../state/transactions.ts'
import { ActivityList } from '../ui/ActivityList.tsx'
import { Snackbar } from '../ui/Snackbar.tsx'
import { Account } from '../views/Account/Account.tsx'
import { NftGrid } from '../views/Account/NftGrid.tsx'
import { Send } from '../views/Send/Send.tsx'
import { SIWXSignMessage } from '../views/SIWXSignMessage/SIWXSignMessage.tsx'
import {
  CONTRACT,
  connectedStore,
  HISTORY,
  hostMetadata,
  type Panel,
  RECEIVER,
  USDC,
  withMetaMask,
} from './fixtures.ts'

/** A picture of the gallery's NFTs: bands of one hue over a sky, as a data: SVG (no network). */
function art(hue: number, rings: boolean): string {
  const shapes = rings
    ? [0, 1, 2, 3]
        .map(
          (ring) =>
            `<circle cx="50" cy="58" r="${40 - ring * 9}" fill="hsl(${hue} 75% ${34 + ring * 12}%)"/>`,
        )
        .join('')
    : [0, 1, 2]
        .map(
          (band) =>
            `<path d="M0 ${46 + band * 16} Q25 ${36 + band * 16} 50 ${46 + band * 16} T100 ${46 + band * 16} V100 H0 Z" fill="hsl(${hue} 65% ${58 - band * 12}%)"/>`,
        )
        .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="hsl(${hue - 30} 70% 86%)"/><circle cx="${30 + (hue % 40)}" cy="22" r="9" fill="hsl(${hue + 40} 90% 94%)"/>${shapes}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const COLLECTION = {
  address: '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A',
  name: 'Airlock Demo Collectibles',
  symbol: 'ALDC',
}

/** The account's NFTs as the project's API lists them. */
const NFTS = [
  { tokenId: '4', name: 'Dusk #4', hue: 270, rings: true },
  { tokenId: '3', name: 'Meadow #3', hue: 120, rings: false },
  { tokenId: '2', name: 'Ember #2', hue: 18, rings: true },
  { tokenId: '1', name: 'Tide #1', hue: 205, rings: false },
].map(({ tokenId, name, hue, rings }) => ({
  chainId: 'eip155:1',
  tokenId,
  name,
  description: `${name.split(' ')[0]}, drawn for the gallery.`,
  imageUrl: art(hue, rings),
  collection: COLLECTION,
}))

/** A store whose project API lists the NFTs as `api` says: these, none, never, or failing. */
function nftStore(api: 'answers' | 'empty' | 'waits' | 'fails'): Store {
  const store = connectedStore()
  store.set(projectServicesAtom, { apiUrl: 'https://api.gallery.invalid/v1/' })
  // An updater that returns the fetch: the atom holds a function, so it is set through one.
  store.set(projectFetchAtom, () => async () => {
    if (api === 'waits') return new Promise<Response>(() => {})
    if (api === 'fails') return new Response('{}', { status: 502 })
    return Response.json({ nfts: api === 'answers' ? NFTS : [] })
  })
  return store
}

/** An account whose project API is there: no name yet, no on-ramp, NFTs and history listed. */
function withApi(): Store {
  const store = connectedStore()
  store.set(projectServicesAtom, { apiUrl: 'https://api.gallery.invalid/v1/' })
  store.set(projectFetchAtom, () => async (input: RequestInfo | URL) => {
    const url = String(input)
    if (url.includes('/names/reverse/')) return Response.json([])
    if (url.includes('/nfts?')) return Response.json({ nfts: NFTS })
    return new Response('{}', { status: 404 })
  })
  return store
}

/** An account that holds nothing on the network: Send cannot go ahead. */
function unfunded(): Store {
  const store = connectedStore()
  store.set(loadBalancesDepsAtom, {
    fetchBalances: async () => [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 0,
        price: 3000,
        quantity: { decimals: '18', numeric: '0' },
        iconUrl: '',
      },
    ],
  })
  return store
}

/** A connected store whose history is the indexer's page, already loaded (no API: no fetch). */
function historyStore(): Store {
  const store = connectedStore()
  store.set(transactionsAtom, {
    transactions: HISTORY,
    next: undefined,
    loading: false,
    empty: false,
  })
  return store
}

/** The panels of Account, its NFTs, Activity, Send, Sign-in and the toast. */
export function panels(): Panel[] {
  const toast = connectedStore()
  showSnackbar(toast, { message: 'Address copied', variant: 'success', autoClose: false })
  // The history, its counterpart named with the longest label a name can have (63 characters):
  // the name ends in an ellipsis before it reaches the amount.
  const longName = historyStore()
  longName.set(nameCacheAtom, {
    [RECEIVER.toLowerCase()]: {
      address: RECEIVER,
      ens: 'alexandra-montgomery-worthington-the-3rd-collector-of-rare-arts.airlock',
      timestamp: Date.now(),
    },
  })
  const draft = connectedStore()
  setSendDraft(draft, { sendTokenAmount: '0.5', receiverAddress: RECEIVER })
  // More than the 1.234 ETH held: the primary says so instead of Review.
  const tooMuch = connectedStore()
  setSendDraft(tooMuch, { sendTokenAmount: '5', receiverAddress: RECEIVER })
  // USDC to USDC's own contract: refused before Review, with the reason.
  const tokenContract = connectedStore()
  setSendDraft(tokenContract, {
    token: USDC,
    sendTokenAmount: '100',
    receiverAddress: USDC.address,
  })
  // USDC to an address with code: a hint on the form, and (the spec presses Review in the second)
  // a warning to acknowledge at the review.
  const contractDraft = () => {
    const store = connectedStore()
    setSendDraft(store, { token: USDC, sendTokenAmount: '100', receiverAddress: CONTRACT })
    return store
  }
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
    { id: 'account-api', title: 'Account', view: <Account />, store: withApi() },
    { id: 'account-unfunded', title: 'Account', view: <Account />, store: unfunded() },
    { id: 'nfts', title: 'NFTs', view: <NftGrid />, store: nftStore('answers') },
    { id: 'nfts-loading', title: 'NFTs', view: <NftGrid />, store: nftStore('waits') },
    { id: 'nfts-empty', title: 'NFTs', view: <NftGrid />, store: nftStore('empty') },
    { id: 'nfts-error', title: 'NFTs', view: <NftGrid />, store: nftStore('fails') },
    { id: 'activity', title: 'Activity', view: <ActivityList />, store: historyStore() },
    { id: 'activity-long-name', title: 'Activity', view: <ActivityList />, store: longName },
    { id: 'send', title: 'Send', view: <Send />, store: draft },
    { id: 'send-empty', title: 'Send', view: <Send />, store: connectedStore() },
    { id: 'send-insufficient', title: 'Send', view: <Send />, store: tooMuch },
    { id: 'send-unfunded', title: 'Send', view: <Send />, store: unfunded() },
    { id: 'send-token-contract', title: 'Send', view: <Send />, store: tokenContract },
    { id: 'send-contract', title: 'Send', view: <Send />, store: contractDraft() },
    { id: 'send-contract-review', title: 'Send', view: <Send />, store: contractDraft() },
    {
      id: 'signin',
      title: 'Sign In',
      view: <SIWXSignMessage />,
      // The host's icon beside the wallet's logo (signinPanels shows their fallbacks).
      store: withMetaMask(
        connectedStore({
          options: {
            siwx: { required: true, statement: 'Sign in to the Airlock demo.' },
            metadata: hostMetadata(),
          },
        }),
      ),
    },
    {
      // The toast as the modal shows it after a copy: over the title, clear of the view's buttons.
      id: 'toast',
      title: 'Account',
      view: (
        <>
          <Account />
          <Snackbar />
        </>
      ),
      store: toast,
    },
  ]
}

// The gallery's panels of Swap: the form in each of its states (nothing typed, a quote on its way,
// a quote, too little to pay, no route, an approval first, the wallet asked, a failed quote, the
// slippage refused), the token picker and the results. The project API's swap routes are answered
// here (no network); the wallet of `connectedStore` approves at once unless a panel says otherwise.
import { SWAP_NATIVE_TOKEN, type SwapQuote } from '@airlock/shared-protocol/swapApi'
import { hostLinkAtom } from '../app/hostLinkAtom.ts'
import { projectFetchAtom } from '../projectApi/projectApi.ts'
import { activeAccountAtom } from '../state/account.ts'
import { activeNetworkAtom } from '../state/chain.ts'
import { projectServicesAtom } from '../state/options.ts'
import type { Store } from '../state/Store.ts'
import { swapReceiptsAtom } from '../swap/sendSwapTransaction.ts'
import { type SwapDraft, setSwapDraft, swapDraftKey } from '../swap/swapDraft.ts'
import { tokenLogo } from '../ui/CryptoLogo.tsx'
import { Swap } from '../views/Swap/Swap.tsx'
import { SwapResult } from '../views/Swap/SwapResult.tsx'
import { TokenPicker } from '../views/Swap/TokenPicker.tsx'
import { connectedStore, type Panel } from './fixtures.ts'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ADT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const TOKENS = {
  eth: { address: SWAP_NATIVE_TOKEN, symbol: 'ETH', name: 'Ether', decimals: 18 },
  usdc: { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  adt: { address: ADT, symbol: 'ADT', name: 'Airlock Demo Token', decimals: 18 },
  usdt: {
    address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    symbol: 'USDT',
    name: 'Tether USD',
    decimals: 6,
  },
  dai: {
    address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
    symbol: 'DAI',
    name: 'Dai Stablecoin',
    decimals: 18,
  },
  weth: {
    address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    symbol: 'WETH',
    name: 'Wrapped Ether',
    decimals: 18,
  },
  pol: {
    address: '0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6',
    symbol: 'POL',
    name: 'Polygon Ecosystem Token',
    decimals: 18,
  },
} as const

/** 0.5 ETH for 1,496.82 USDC, as the pools would quote it. */
const QUOTE: SwapQuote = {
  srcToken: TOKENS.eth,
  dstToken: TOKENS.usdc,
  dstAmount: '1496820000',
  gas: 152000,
  gasPrice: '12000000000',
  priceImpact: 0.08,
}

type Routes = {
  /** The quote's answer: a quote, a refusal's code and words, a failure, or never. */
  quote?: SwapQuote | { code: string; message: string } | 'fails' | 'waits'
  allowance?: string
}

/** A connected store whose project API answers the swap routes as `routes` says. */
function swapStore(draft: Partial<Omit<SwapDraft, 'key'>>, routes: Routes = {}): Store {
  const store = connectedStore()
  store.set(projectServicesAtom, { apiUrl: 'https://api.gallery.invalid/v1/' })
  store.set(projectFetchAtom, () => async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('/tokens')) {
      return Response.json({
        tokens: { [SWAP_NATIVE_TOKEN]: TOKENS.eth, [USDC]: TOKENS.usdc, [ADT]: TOKENS.adt },
      })
    }
    if (url.pathname.endsWith('/approve/allowance')) {
      return Response.json({ allowance: routes.allowance ?? '0' })
    }
    if (url.pathname.endsWith('/quote')) {
      const { quote = QUOTE } = routes
      if (quote === 'waits') return new Promise<Response>(() => {})
      if (quote === 'fails') throw new TypeError('Failed to fetch')
      if ('code' in quote) return Response.json({ error: quote }, { status: 400 })
      return Response.json(quote)
    }
    if (url.pathname.endsWith('/swap')) {
      return Response.json({ ...QUOTE, tx: { to: ADT, data: '0x', value: '0' } })
    }
    return new Response('{}', { status: 404 })
  })
  store.set(swapReceiptsAtom, { wait: async () => 'success' })
  const network = store.get(activeNetworkAtom)?.caipNetworkId ?? ''
  setSwapDraft(store, swapDraftKey(network, store.get(activeAccountAtom).address ?? ''), draft)
  return store
}

/** A store whose wallet never answers: the form waits on "Confirm in your wallet". */
function waitingWallet(store: Store): Store {
  store.set(hostLinkAtom, {
    bridge: { walletRequest: () => new Promise(() => {}) },
    openUrl: async () => true,
  })
  return store
}

const logo = (token: { symbol: string }) => tokenLogo(token.symbol)

/** What the account of the fixtures holds, as the picker lists it. */
const HOLDINGS: Record<string, { balance: string; usd?: string }> = {
  ETH: { balance: '1.234', usd: '$3,703.50' },
  USDC: { balance: '250.000', usd: '$250.00' },
  ADT: { balance: '12.500' },
}

const HASH = `0x${'5a'.repeat(32)}`

/** The panels of Swap. */
export function panels(): Panel[] {
  const eth = TOKENS.eth.address
  const results = connectedStore()
  const network = results.get(activeNetworkAtom)
  if (!network) return []
  return [
    { id: 'swap-empty', title: 'Swap', view: <Swap />, store: swapStore({ src: eth }) },
    {
      id: 'swap-quote-loading',
      title: 'Swap',
      view: <Swap />,
      store: swapStore({ src: eth, dst: USDC, amount: '0.5' }, { quote: 'waits' }),
    },
    {
      id: 'swap-quote',
      title: 'Swap',
      view: <Swap />,
      store: swapStore({ src: eth, dst: USDC, amount: '0.5' }),
    },
    {
      id: 'swap-insufficient',
      title: 'Swap',
      view: <Swap />,
      store: swapStore(
        { src: eth, dst: USDC, amount: '5' },
        { quote: { ...QUOTE, dstAmount: '14952000000', priceImpact: 0.81 } },
      ),
    },
    {
      id: 'swap-no-route',
      title: 'Swap',
      view: <Swap />,
      store: swapStore(
        { src: ADT, dst: USDC, amount: '10' },
        {
          quote: {
            code: 'INSUFFICIENT_LIQUIDITY',
            message: 'No pool with liquidity connects ADT and USDC on eip155:1.',
          },
        },
      ),
    },
    {
      id: 'swap-approval',
      title: 'Swap',
      view: <Swap />,
      store: swapStore(
        { src: USDC, dst: eth, amount: '100' },
        {
          quote: {
            srcToken: TOKENS.usdc,
            dstToken: TOKENS.eth,
            dstAmount: '33290000000000000',
            gas: 184000,
            gasPrice: '12000000000',
            priceImpact: 0.02,
          },
        },
      ),
    },
    {
      // The spec presses Swap: the wallet never answers.
      id: 'swap-swapping',
      title: 'Swap',
      view: <Swap />,
      store: waitingWallet(swapStore({ src: eth, dst: USDC, amount: '0.5' })),
    },
    {
      id: 'swap-error',
      title: 'Swap',
      view: <Swap />,
      store: swapStore({ src: eth, dst: USDC, amount: '0.5' }, { quote: 'fails' }),
    },
    {
      id: 'swap-slippage',
      title: 'Swap',
      view: <Swap />,
      store: swapStore({ src: eth, dst: USDC, amount: '0.5', slippage: '60' }),
    },
    {
      id: 'swap-picker',
      title: 'Swap',
      view: (
        <TokenPicker
          side="You receive"
          tokens={Object.values(TOKENS)}
          selected={USDC}
          holding={(token) => HOLDINGS[token.symbol] ?? {}}
          logo={logo}
          onSelect={() => {}}
          onCancel={() => {}}
        />
      ),
      store: connectedStore(),
    },
    {
      id: 'swap-success',
      title: 'Swap',
      view: (
        <SwapResult
          network={network}
          result={{ hash: HASH, status: 'success', quote: QUOTE }}
          paid={5n * 10n ** 17n}
          logo={logo}
          onAgain={() => {}}
          onDone={() => {}}
        />
      ),
      store: results,
    },
    {
      id: 'swap-reverted',
      title: 'Swap',
      view: (
        <SwapResult
          network={network}
          result={{ hash: HASH, status: 'reverted', quote: QUOTE }}
          paid={5n * 10n ** 17n}
          logo={logo}
          onAgain={() => {}}
          onDone={() => {}}
        />
      ),
      store: connectedStore(),
    },
  ]
}

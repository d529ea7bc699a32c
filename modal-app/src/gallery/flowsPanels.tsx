// The gallery's panels of the login, approval and connecting views (EmailLogin, Socials,
// ApproveTransaction, ConnectingExternal, ConnectingFarcaster, RegisterAccountNameSuccess), each in
// its states; a swap, an NFT operator approval and a transfer to a token contract are real
// calldata decoded as the app decodes it. The embedded wallet's frame and the host's wallet are fixtures that answer at once, never,
// or with a refusal (no network); the spec drives the steps a panel cannot start in (the code, a
// wrong code).
import { AirlockError, ErrorCode, type Network } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { encodeFunctionData, erc20Abi, erc721Abi, type Hex, parseAbi, toHex } from 'viem'
import { hostLinkAtom } from '../app/hostLinkAtom.ts'
import { setHostConnectors } from '../app/setHostConnectors.ts'
import { approvalAtom, type PendingApproval } from '../embedded/approvalAtom.ts'
import { describeEvmTransaction } from '../embedded/describeRequest.ts'
import { mountFrameAtom } from '../embedded/embeddedSession.ts'
import { embeddedConfigAtom } from '../embedded/embeddedWallet.ts'
import { activeAccountAtom, setAccount } from '../state/account.ts'
import { initializeChains } from '../state/chain.ts'
import { hostOriginAtom } from '../state/hostOrigin.ts'
import { projectServicesAtom, setOptions } from '../state/options.ts'
import { pushView } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'
import { ApproveTransaction } from '../views/ApproveTransaction/ApproveTransaction.tsx'
import { ConnectingExternal } from '../views/ConnectingExternal/ConnectingExternal.tsx'
import { ConnectingFarcaster } from '../views/ConnectingFarcaster/ConnectingFarcaster.tsx'
import { EmailLogin } from '../views/EmailLogin/EmailLogin.tsx'
import { RegisterAccountNameSuccess } from '../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess.tsx'
import { Socials } from '../views/Socials/Socials.tsx'
import { connectedStore, type Panel, RECEIVER } from './fixtures.ts'

const ETHEREUM: Network = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gallery.invalid'] } },
}

const FRAME = {
  frameUrl: 'https://wallet.gallery.invalid/',
  authUrl: 'https://auth.gallery.invalid/',
}

/** A visitor's store, nobody connected, the project providing the embedded wallet. */
function visitorStore(): Store {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  store.set(hostOriginAtom, 'https://app.example.com')
  initializeChains(store, [ETHEREUM])
  store.set(projectServicesAtom, { apiUrl: undefined, embeddedWallet: FRAME })
  // The host opens the provider's window (a social login's): no popup blocker here.
  store.set(hostLinkAtom, {
    bridge: { walletRequest: () => new Promise(() => {}) },
    openUrl: async () => true,
  } as never)
  store.set(embeddedConfigAtom, {
    ...FRAME,
    projectId: 'demo',
    hostOrigin: 'https://app.example.com',
  })
  // The wallet frame: it mails a code at once, and the auth service refuses every code as wrong
  // (the state the spec shows); a social login waits for the provider's window.
  store.set(mountFrameAtom, {
    mount: async () => ({
      call: async (method: string) => {
        if (method === 'emailStart') return { expiresInSeconds: 600 }
        if (method === 'emailVerify') {
          throw new AirlockError(ErrorCode.AUTH_REFUSED, 'Refused: WRONG_CODE', {
            data: { reason: 'WRONG_CODE', attemptsLeft: 4 },
          })
        }
        if (method === 'socialStart') {
          return { url: 'https://accounts.gallery.invalid/', attemptId: 'a1' }
        }
        return new Promise(() => {})
      },
      destroy: () => undefined,
    }),
  } as never)
  return store
}

/** A store on ConnectingExternal for MetaMask, whose prompt answers as `answer` says. */
function connectingStore(answer: 'never' | 'declined'): Store {
  const store = visitorStore()
  setHostConnectors(store, [
    { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
  ])
  store.set(hostLinkAtom, {
    bridge: {
      walletRequest: () =>
        answer === 'never'
          ? new Promise(() => {})
          : Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    },
    openUrl: async () => true,
  } as never)
  pushView(store, 'ConnectingExternal', {
    connectorId: 'io.metamask',
    namespace: 'eip155',
    name: 'MetaMask',
    imageUrl: '/wallets/img/io.metamask.webp',
  })
  return store
}

/** A connected store with the embedded wallet asked to approve `request`. */
function approvalStore(request?: Omit<PendingApproval, 'approve' | 'reject'>): Store {
  const store = connectedStore()
  if (request) store.set(approvalAtom, { ...request, approve: () => {}, reject: () => {} })
  return store
}

const USDC = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as const,
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
}
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
/** Uniswap V2's Router02 on Ethereum, the router of Swap's API (a V2 exchange). */
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const COLLECTION = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D'
/** When the decoded panels are asked: fixed, so that a deadline reads the same every time. */
const ASKED_AT = Date.UTC(2026, 10, 27, 16, 40)

/**
 * A connected store whose embedded wallet is asked to sign a call of `to` with the data that
 * `encode` makes for the account, decoded as the app decodes it (USDC on the token list).
 */
function decodedApprovalStore(to: string, encode: (account: Hex) => Hex): Store {
  const store = connectedStore()
  const account = (store.get(activeAccountAtom).address ?? '') as Hex
  const request = describeEvmTransaction(
    { ...ETHEREUM, tokens: [USDC] },
    {
      to,
      data: encode(account),
      gas: toHex(184_000n),
      maxFeePerGas: toHex(12_000_000_000n),
    },
    { signer: account, now: ASKED_AT },
  )
  store.set(approvalAtom, { ...request, approve: () => {}, reject: () => {} })
  return store
}

/** The router call Swap sends for 100 USDC → ETH (swap-approval's quote, 0.5 % slippage). */
const swapUsdcForEth = (account: Hex) =>
  encodeFunctionData({
    abi: parseAbi([
      'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
    ]),
    functionName: 'swapExactTokensForETH',
    args: [
      100_000_000n,
      33_123_550_000_000_000n,
      [USDC.address, WETH],
      account,
      BigInt(ASKED_AT / 1000 + 20 * 60),
    ],
  })

/** A connected store that has just registered `name`. */
function namedStore(name: string): Store {
  const store = connectedStore({ name })
  pushView(store, 'RegisterAccountNameSuccess', { name })
  return store
}

function farcasterStore(url?: string): Store {
  const store = visitorStore()
  if (url) setAccount(store, 'eip155', { farcasterUrl: url })
  return store
}

/** The panels of the login, approval and connecting views. */
export function panels(): Panel[] {
  return [
    { id: 'email', title: 'Email', view: <EmailLogin />, store: visitorStore() },
    { id: 'socials', title: 'Socials', view: <Socials />, store: visitorStore() },
    {
      id: 'approve-send',
      title: 'Approve Transaction',
      view: <ApproveTransaction />,
      store: approvalStore({
        title: 'Send 0.5 ETH',
        network: 'Ethereum',
        fields: [
          { label: 'Amount', value: '0.5 ETH' },
          { label: 'Recipient', value: RECEIVER },
        ],
        fee: '0.000042 ETH',
      }),
    },
    {
      id: 'approve-swap',
      title: 'Approve Transaction',
      view: <ApproveTransaction />,
      store: decodedApprovalStore(ROUTER, swapUsdcForEth),
    },
    {
      // The drainer's favourite call: every NFT of a collection handed to an operator.
      id: 'approve-nfts',
      title: 'Approve Transaction',
      view: <ApproveTransaction />,
      store: decodedApprovalStore(COLLECTION, () =>
        encodeFunctionData({
          abi: erc721Abi,
          functionName: 'setApprovalForAll',
          args: [RECEIVER, true],
        }),
      ),
    },
    {
      // A dapp's USDC transfer to USDC's own contract: warned, Approve waits for the tick.
      id: 'approve-token-contract',
      title: 'Approve Transaction',
      view: <ApproveTransaction />,
      store: decodedApprovalStore(USDC.address, () =>
        encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [USDC.address, 100_000_000n],
        }),
      ),
    },
    {
      id: 'approve-message',
      title: 'Approve Transaction',
      view: <ApproveTransaction />,
      store: approvalStore({
        title: 'Sign a message',
        network: 'Ethereum',
        fields: [
          { label: 'Message', value: 'Welcome to Airlock! Sign to prove you own this account.' },
        ],
      }),
    },
    {
      id: 'approve-none',
      title: 'Approve Transaction',
      view: <ApproveTransaction />,
      store: approvalStore(),
    },
    {
      id: 'connecting',
      title: 'MetaMask',
      view: <ConnectingExternal />,
      store: connectingStore('never'),
    },
    {
      id: 'connecting-declined',
      title: 'MetaMask',
      view: <ConnectingExternal />,
      store: connectingStore('declined'),
    },
    {
      id: 'farcaster',
      title: 'Farcaster',
      view: <ConnectingFarcaster />,
      store: farcasterStore(
        'https://farcaster.xyz/~/siwf?channelToken=5a1b2c3d-4e5f-6789-abcd-ef0123456789',
      ),
    },
    {
      id: 'farcaster-loading',
      title: 'Farcaster',
      view: <ConnectingFarcaster />,
      store: farcasterStore(),
    },
    {
      id: 'name-registered',
      title: 'Name Registered',
      view: <RegisterAccountNameSuccess />,
      store: namedStore('alice.airlock'),
    },
  ]
}

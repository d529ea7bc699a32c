import type { Namespace } from '@airlock/shared-protocol'
import { NAMESPACE_CONNECT_METHODS } from '@airlock/shared-protocol/namespaceWallets'

/**
 * Every time, cache life and limit of spec §9, named, in one place. Times are milliseconds.
 */
export const TIMES = Object.freeze({
  /** A new WalletConnect pairing URI lives this long. */
  pairingLife: 4 * 60_000,
  /** A pairing that expires within this margin counts as expired already. */
  pairingExpiryMargin: 10_000,
  /** After a failed token-balance fetch, retries are blocked this long. */
  balanceRetryBlock: 30_000,
  /** The modal shakes this long (wrong input, blocked close). */
  shake: 500,
  /** A snackbar replacing an open one waits this long after closing it. */
  snackbarSwap: 150,
  /** A wallet list waits at most this long for its first logos before it shows. */
  imagePreloadWait: 2_000,
  /** Default debounce of inputs. */
  debounce: 500,
  /** Embedded wallet: minimum time between two email logins. */
  emailLoginCooldown: 30_000,
  // The wallet frame's load (20 s) and request (30 s) timeouts are the protocol's
  // (WALLET_FRAME_LOAD_TIMEOUT_MS, WALLET_FRAME_REQUEST_TIMEOUT_MS in shared-protocol).
  /** Embedded wallet: a disconnect waits at most this long for the frame's logout. */
  embeddedDisconnectWait: 3_000,
  /** Embedded wallet: a refused RPC method's error shows after this delay. */
  disallowedMethodErrorDelay: 300,
  /**
   * A snackbar with auto-close hides after this long. The spec makes auto-close the default but
   * names no duration; this one is ours.
   */
  snackbarAutoClose: 2_200,
})

/**
 * How long cached answers stay fresh (spec §9), milliseconds.
 */
export const CACHE_LIFE = Object.freeze({
  nativeBalance: 30_000,
  name: 5 * 60_000,
})

/**
 * Counts and sizes of spec §2 and §9.
 */
export const LIMITS = Object.freeze({
  /** Recent wallets kept. */
  recentWallets: 2,
  /** Error reports sent per window. */
  errorEvents: 5,
  /** The error-report window. */
  errorEventsWindow: 60_000,
  /** Swap slippage tolerance, percent. */
  swapSlippage: 1,
  /** EVM chain ids at or above this have no coin type. */
  maxEvmChainIdForCoinType: 2_147_483_648,
  /** Name registration: minimum length. */
  minNameLength: 4,
  /** Name registration: maximum length of the label (a DNS label's, as the names API checks). */
  maxNameLength: 63,
})

/**
 * Which namespaces each capability works on (spec §9), and the swap networks.
 */
export const CHAIN_SUPPORT = Object.freeze({
  names: ['eip155'],
  balances: ['eip155', 'solana'],
  send: ['eip155', 'solana'],
  onramp: ['eip155', 'solana'],
  activity: ['eip155'],
  swapNetworkIds: [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554],
} as const)

/**
 * On-ramp defaults of spec §9.
 */
export const ONRAMP = Object.freeze({
  providers: [
    { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%', supportedChains: ['eip155'] },
    { name: 'meld', label: 'Meld.io', feeRange: '1-2%', supportedChains: ['eip155', 'solana'] },
  ],
  fallbackLimits: {
    card: { currency: 'USD', min: '10.00', max: '7500.00' },
    bankAccount: { currency: 'USD', min: '10.00', max: '25000.00' },
  },
  defaultPurchaseToken: { symbol: 'USDC', chainIds: [1, 137] },
} as const)

/** The SDK version label used when the host gives none. */
export const DEFAULT_SDK_VERSION = 'airlock-modal-0.1.0'

/** The modal's version, sent to the host in `ready()` (a test keeps it equal to package.json). */
export const MODAL_VERSION = '0.1.0'

/**
 * The connector id of WalletConnect in the modal: the active connector of every namespace a
 * WalletConnect session approved, and the id `callWallet` connects with.
 */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/**
 * How long a pairing waits for the relay's socket before the view says the relay cannot be
 * reached. The spec names no bound; a healthy socket opens in well under a second, and 10 s lets
 * the SDK try 4 times (its round of 5 takes ~15 s) while the visitor still waits for an answer.
 */
export const RELAY_CONNECT_TIMEOUT_MS = 10_000

/**
 * How long a pairing waits, its socket open, for the relay to acknowledge the pairing's
 * subscription before the view says the relay did not answer. The spec names no bound; a healthy
 * relay answers in well under a second, and the SDK resends every 5 s: 10 s lets a resend answer.
 */
export const RELAY_ANSWER_TIMEOUT_MS = 10_000

/**
 * The global the patched `@walletconnect/core` reads when it builds its Verify client (see
 * `build/patches/walletconnectCoreVerify.ts`): `{ url }` replaces the Verify server, `{ skip: true }`
 * makes `register` return at once (no hidden iframe, no 5 s wait). Set before `UniversalProvider.init`.
 */
export const VERIFY_OVERRIDE_KEY = '__airlockWalletConnectVerify'

/**
 * The request a dapp's provider makes for accounts, per namespace: what an injected wallet
 * answers by asking the visitor to connect.
 */
export const ACCOUNT_REQUESTS: Readonly<Partial<Record<Namespace, string>>> = {
  eip155: 'eth_requestAccounts',
  solana: 'standard:connect',
  ...NAMESPACE_CONNECT_METHODS,
}

/**
 * eip155 methods that go to the connected wallet (signing, sending, networks, EIP-5792 calls,
 * `wallet_watchAsset`, permissions): the dapp provider routes them there, and a WalletConnect
 * pairing asks the wallet for each. A wallet that does not know one answers 4200 naming it.
 */
export const EIP155_WALLET_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
  'wallet_watchAsset',
  'wallet_requestPermissions',
  'wallet_getPermissions',
  'wallet_revokePermissions',
]

/**
 * The protocol version this build speaks best. Both sides announce every version they support in
 * the handshake and settle on the highest common one.
 */
export const PROTOCOL_VERSION = 1

/**
 * Every protocol version this build can speak, highest first.
 */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly number[] = [PROTOCOL_VERSION]

/**
 * Bounds on anything that crosses the iframe. postMessage itself has no limit (a 50 MB argument
 * went through in Chromium), so we set our own: generous for real traffic, small enough that a
 * hostile peer cannot exhaust memory or stack.
 */
export const PAYLOAD_LIMITS = {
  /** Rough size in bytes: string lengths plus a few bytes per node. */
  maxBytes: 1_000_000,
  /** Nesting depth of objects and arrays. */
  maxDepth: 32,
  /** Total number of values visited. */
  maxNodes: 20_000,
} as const

/**
 * How long the modal waits for the host page's `siwx.getNonce()` (the host's `siwxNonce()`
 * answer) before the sign-in fails with `SIWX_NONCE_FAILED` 'siwx.getNonce() did not answer
 * within 10000 ms.'.
 */
export const SIWX_NONCE_TIMEOUT_MS = 10_000

/**
 * The chain namespaces Airlock knows, in CAIP-2 spelling.
 */
export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

/** One of {@link NAMESPACES}. */
export type Namespace = (typeof NAMESPACES)[number]

/**
 * The feature flags of spec §6; each is optional and falls back to the defaults of §9. Kept apart
 * from the zod schemas so the host SDK can import it without pulling zod in.
 */
export const FEATURE_NAMES = [
  'receive',
  'send',
  'swaps',
  'onramp',
  'email',
  'socials',
  'activity',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'pay',
  'reownBranding',
  'emailShowWallets',
] as const

/**
 * The createModal() options that stay in the host page: the host SDK takes them out before the
 * rest goes to the modal. The modal names them when a visitor's page passes one in another case
 * (`modalURL`), since that one reached it as an unknown option.
 */
export const HOST_OPTION_NAMES = [
  'projectId',
  'modalUrl',
  'handshakeTimeoutMs',
  'requestTimeoutMs',
  'adapters',
  'embed',
  'preload',
] as const

/**
 * Every view of the modal (spec §2), the optional ones included. `open({ view })` takes one.
 */
export const VIEW_NAMES = [
  'Connect',
  'Account',
  'AllWallets',
  'GetWallet',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'SwitchNetwork',
  'SwitchActiveChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'Networks',
  'EmailLogin',
  'Socials',
  'Send',
  'Receive',
  'OnRamp',
  'Activity',
  'Pay',
] as const

/** One of {@link VIEW_NAMES}. */
export type ViewName = (typeof VIEW_NAMES)[number]

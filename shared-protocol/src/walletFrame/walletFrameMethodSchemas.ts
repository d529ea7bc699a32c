// The modal <-> wallet frame protocol (issue #19): the methods the wallet frame exposes and the
// modal calls over the channel helpers (the modal accepts, the frame joins). Written with the
// same schema kit as host <-> modal, because createMethodTable and callMethod take its schemas.
import { isStandardBase64 } from '../bytes/base64.ts'
import { nothing } from '../schemas/messagePrimitives.ts'
import {
  array,
  boolean,
  type Infer,
  integer,
  nullable,
  object,
  oneOf,
  optional,
  refine,
  type Schema,
  string,
  unknown,
} from '../schemas/schema.ts'

const hexPattern = /^0x(?:[0-9a-fA-F]{2})*$/

/** Whether `value` is 0x hex of whole bytes, the frame's rule for messages and calldata. */
export const isHexBytes = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && hexPattern.test(value)
const quantityPattern = /^0x(?:0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/
const base58Pattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

const isString = (value: unknown): value is string => typeof value === 'string'
const matching = (pattern: RegExp, max: number, message: string): Schema<`0x${string}` | string> =>
  refine(
    (value): value is string => isString(value) && value.length <= max && pattern.test(value),
    message,
  )

/**
 * The most bytes the frame takes in one parameter: as hex (an EVM message, transaction data) and
 * as base64 (a Solana message or transaction). The modal checks a dapp's request against them
 * before the visitor is asked, so that an approved request is never refused here.
 */
export const WALLET_FRAME_MAX_BYTES = { hex: 131_072, base64: 98_304 } as const

/** Bytes as 0x-prefixed hex (an even number of digits), at most {@link WALLET_FRAME_MAX_BYTES}. */
const hexBytes = matching(
  hexPattern,
  2 + 2 * WALLET_FRAME_MAX_BYTES.hex,
  'Expected 0x-prefixed hex bytes',
) as Schema<`0x${string}`>
/** A JSON-RPC quantity: 0x-prefixed hex without leading zeros, at most 256 bits. */
const quantity = matching(
  quantityPattern,
  66,
  'Expected a 0x-prefixed hex quantity of at most 256 bits, without leading zeros',
) as Schema<`0x${string}`>
/** Bytes as standard base64, at most {@link WALLET_FRAME_MAX_BYTES} once decoded. */
const base64 = refine(
  (value): value is string =>
    isString(value) &&
    value.length <= 4 * Math.ceil(WALLET_FRAME_MAX_BYTES.base64 / 3) &&
    isStandardBase64(value),
  'Expected standard base64',
)
const evmAddress = refine(
  (value): value is `0x${string}` => isString(value) && /^0x[0-9a-fA-F]{40}$/.test(value),
  'Expected a 0x-prefixed 20-byte address',
)
const solanaAddress = matching(base58Pattern, 44, 'Expected a base58 Solana address')

/** The auth methods the demo and operators may configure as socials (OpenID Connect / OAuth 2). */
export const WALLET_FRAME_SOCIAL_PROVIDERS = [
  'google',
  'x',
  'discord',
  'apple',
  'github',
  'facebook',
] as const

/** The signed-in person, as the auth service describes them. */
const userSchema = object({
  id: string(1, 200),
  /** 'email' or one of {@link WALLET_FRAME_SOCIAL_PROVIDERS}. */
  provider: string(1, 64),
  email: optional(string(3, 320)),
  name: optional(string(1, 200)),
})

/** The embedded wallet's public addresses: one EVM account, one Solana account. */
const addressesSchema = object({ eip155: evmAddress, solana: solanaAddress })

/**
 * Where the frame stands, as every login method answers it:
 * - `loggedOut`: no session; `user` and `addresses` are null.
 * - `needsWallet`: logged in for the first time; call `createWallet` with a passphrase.
 * - `needsRecovery`: the wallet exists but this device holds no share; call `recover`.
 * - `ready`: this device can sign for `addresses`.
 * `storage` is `'memory'` when the browser blocks the frame's storage: a session and a device share
 * then last until the frame unloads (the modal should say so).
 */
export const walletFrameStateSchema = object({
  phase: oneOf(['loggedOut', 'needsWallet', 'needsRecovery', 'ready']),
  user: nullable(userSchema),
  addresses: nullable(addressesSchema),
  storage: oneOf(['persistent', 'memory']),
})

/**
 * A fully populated EVM transaction (the modal fills nonce, gas, fees and chainId; the frame only
 * signs). Amounts are JSON-RPC quantities because BigInts cannot cross the channel. With
 * `gasPrice` it is a legacy (EIP-155) transaction, otherwise EIP-1559.
 */
const evmTransactionSchema = object({
  chainId: integer(1),
  nonce: integer(0),
  to: optional(nullable(evmAddress)),
  value: optional(quantity),
  data: optional(hexBytes),
  gas: quantity,
  gasPrice: optional(quantity),
  maxFeePerGas: optional(quantity),
  maxPriorityFeePerGas: optional(quantity),
  accessList: optional(
    array(object({ address: evmAddress, storageKeys: array(hexBytes, 1000) }), 1000),
  ),
})

const signature = object({ signature: hexBytes })

/**
 * Methods the wallet frame exposes and the modal calls. Login, wallet and logout methods answer
 * the new {@link walletFrameStateSchema}. Errors are AirlockErrors: `AUTH_REFUSED` (the auth service
 * said no; `data.reason` is its code, with `retryAfterSeconds` / `attemptsLeft` when it sent them),
 * `HTTP_ERROR` (it could not be reached), `NOT_LOGGED_IN`, `RECOVERY_REQUIRED`,
 * `WRONG_PASSPHRASE`, `STORAGE_UNAVAILABLE`, `INVALID_PARAMS`.
 */
export const walletFrameMethodSchemas = {
  /** Where the frame stands: session restored from storage, wallet and device share checked. */
  status: { params: object({}), result: walletFrameStateSchema },
  /** Mails a one-time code to `email` (`AUTH_REFUSED` reason `EMAIL_COOLDOWN` within 30 s). */
  emailStart: {
    params: object({ email: string(3, 320) }),
    result: object({ expiresInSeconds: integer(1) }),
  },
  /** Logs in with the code from the mail (`WRONG_CODE` with attemptsLeft, `CODE_EXPIRED`, …). */
  emailVerify: {
    params: object({ email: string(3, 320), code: string(1, 32) }),
    result: walletFrameStateSchema,
  },
  /**
   * Starts a social login: the modal has the host open `url` in a popup inside the click, then
   * calls `socialWait` with `attemptId`. No token ever appears in `url`.
   */
  socialStart: {
    params: object({ provider: oneOf(WALLET_FRAME_SOCIAL_PROVIDERS) }),
    result: object({ url: string(1, 2048), attemptId: string(1, 200) }),
  },
  /**
   * Waits up to {@link WALLET_FRAME_SOCIAL_WAIT_MS} for the popup login to finish: `pending: true`
   * means call again (the visitor is still signing in); otherwise `state` is the new state.
   */
  socialWait: {
    params: object({ attemptId: string(1, 200) }),
    result: object({ pending: boolean, state: walletFrameStateSchema }),
  },
  /**
   * First login only: makes the wallet, keeps the device share, uploads the auth share and
   * answers the recovery kit (the third share sealed with `passphrase`), shown once: the visitor
   * must save it. `STORAGE_UNAVAILABLE` when the device share could not be kept.
   */
  createWallet: {
    params: object({ passphrase: string(8, 200) }),
    result: object({ kit: string(1, 4096), state: walletFrameStateSchema }),
  },
  /** On a new device: opens the kit with its passphrase, checks it against the wallet, keeps a share. */
  recover: {
    params: object({ kit: string(1, 4096), passphrase: string(1, 200) }),
    result: walletFrameStateSchema,
  },
  /** personal_sign: signs `message` (the bytes, as hex) with the EIP-191 prefix. */
  evmSignMessage: { params: object({ message: hexBytes }), result: signature },
  /** eth_signTypedData_v4: `typedData` is the object `{ domain, types, primaryType, message }`. */
  evmSignTypedData: { params: object({ typedData: unknown }), result: signature },
  /** Signs a fully populated transaction; answers the raw signed transaction to broadcast. */
  evmSignTransaction: {
    params: object({ transaction: evmTransactionSchema }),
    result: object({ signedTransaction: hexBytes }),
  },
  /** Solana signMessage: an ed25519 signature of `message` (base64) in base64. */
  solanaSignMessage: {
    params: object({ message: base64 }),
    result: object({ signature: base64 }),
  },
  /**
   * Signs a wire-format Solana transaction (base64) where the wallet is a required signer;
   * answers the same transaction with the wallet's signature in its slot.
   */
  solanaSignTransaction: {
    params: object({ transaction: base64 }),
    result: object({ signedTransaction: base64 }),
  },
  /**
   * Reveals a secret for self-custody, only after a login of the last 5 minutes (`AUTH_REFUSED`
   * reason `LOGIN_TOO_OLD` otherwise): the recovery phrase, the EVM key (hex) or the Solana
   * key (base58 of the 64-byte secret key, as Phantom imports it).
   */
  exportKey: {
    params: object({ kind: oneOf(['mnemonic', 'eip155', 'solana']) }),
    result: object({ secret: string(1, 400) }),
  },
  /** Revokes the session (the device share stays, for the next login on this device). */
  logout: { params: object({}), result: nothing },
} as const

/** What `status` and the login methods answer. */
export type WalletFrameState = Infer<typeof walletFrameStateSchema>

/** The wallet frame's methods, as the modal calls them. */
export type WalletFrameMethodSchemas = typeof walletFrameMethodSchemas

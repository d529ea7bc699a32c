import { AirlockError, ErrorCode, isCaipAddress, type Namespace } from '@airlock/shared-protocol'
import { CHAIN_SUPPORT, LIMITS, TIMES } from './constants.ts'
import { ERRORS } from './errors/ERRORS.ts'

// The validation rules of spec §5, each a plain function.

/**
 * Name registration: letters, digits and hyphens only, at least 4 characters.
 *
 * @example
 * ```ts
 * isValidName('alice') // true
 * isValidName('al') // false
 * ```
 */
export function isValidName(name: string): boolean {
  return name.length >= LIMITS.minNameLength && /^[a-zA-Z0-9-]+$/.test(name)
}

/**
 * An EVM address: 40 hex digits with an optional 0x.
 *
 * @example
 * ```ts
 * isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 * ```
 */
export function isEvmAddress(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}

/**
 * A Solana address: 32 to 44 base58 characters.
 *
 * @example
 * ```ts
 * isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv') // true
 * ```
 */
export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}

/**
 * A CAIP-10 address: three non-empty colon-separated parts with a known namespace.
 *
 * @example
 * ```ts
 * isValidCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 * isValidCaipAddress('stellar:1:GABC') // false
 * ```
 */
export function isValidCaipAddress(value: unknown): boolean {
  return isCaipAddress(value)
}

/**
 * Converts an EVM chain id to its ENSIP-11 coin type; ids at or above 2^31 are invalid.
 *
 * @throws {AirlockError} `INVALID_PARAMS` with 'Invalid chainId'.
 * @example
 * ```ts
 * evmChainIdToCoinType(10) // 2147483658
 * ```
 */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= LIMITS.maxEvmChainIdForCoinType) {
    throw new AirlockError(ErrorCode.INVALID_PARAMS, ERRORS.send.invalidChainId)
  }
  return (LIMITS.maxEvmChainIdForCoinType | chainId) >>> 0
}

/** What a send needs before it starts. */
export type SendRequirements = {
  namespace: Namespace
  token: unknown
  sendTokenAmount: string | number | undefined
  receiverAddress: string | undefined
}

/**
 * Send requires an amount and a receiver address, and a token; only EVM and Solana chains.
 *
 * @throws {AirlockError} `INVALID_PARAMS` with the §8 send message that applies.
 * @example
 * ```ts
 * assertSendRequirements({ namespace: 'eip155', token, sendTokenAmount: '1', receiverAddress: '0x…' })
 * ```
 */
export function assertSendRequirements(draft: SendRequirements): void {
  if (
    draft.sendTokenAmount === undefined ||
    draft.sendTokenAmount === '' ||
    !draft.receiverAddress
  ) {
    throw new AirlockError(ErrorCode.INVALID_PARAMS, ERRORS.send.amountAndReceiverRequired)
  }
  if (!draft.token) throw new AirlockError(ErrorCode.INVALID_PARAMS, ERRORS.send.tokenRequired)
  if (!(CHAIN_SUPPORT.send as readonly string[]).includes(draft.namespace)) {
    throw new AirlockError(ErrorCode.UNKNOWN_NETWORK, ERRORS.send.unsupportedChain)
  }
}

/** The operating system a Telegram mini-app runs on, as far as social logins care. */
export type TelegramOs = 'ios' | 'mac' | 'android' | 'other'

/**
 * Social logins inside Telegram: iOS drops google, Mac drops x, Android drops facebook and x.
 *
 * @example
 * ```ts
 * filterTelegramSocials(['google', 'x', 'discord'], 'mac') // ['google', 'discord']
 * ```
 */
export function filterTelegramSocials<T extends string>(
  socials: readonly T[],
  os: TelegramOs,
): T[] {
  const dropped: Record<TelegramOs, readonly string[]> = {
    ios: ['google'],
    mac: ['x'],
    android: ['facebook', 'x'],
    other: [],
  }
  return socials.filter((social) => !dropped[os].includes(social))
}

/** A token balance (spec §3). */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string | undefined
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/**
 * Balances with zero decimals are dropped as low quality.
 *
 * @example
 * ```ts
 * dropLowQualityBalances(balances).every((b) => b.quantity.decimals !== '0') // true
 * ```
 */
export function dropLowQualityBalances<T extends { quantity: { decimals: string | number } }>(
  balances: readonly T[],
): T[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0)
}

/** One asset of a wallet's asset-discovery answer (spec §3). */
export type WalletAsset = {
  address: string
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: {
    name: string
    symbol: string
    decimals: number
    price: number
    iconUrl: string
    value?: number
  }
}

/**
 * A wallet asset response is valid only if every asset has string address and balance, type ERC20
 * or NATIVE, and metadata with string name, symbol and iconUrl and number decimals and price.
 *
 * @example
 * ```ts
 * isWalletAssetResponse({ '0x1': [asset] }) // true when every asset is well formed
 * ```
 */
export function isWalletAssetResponse(value: unknown): value is Record<string, WalletAsset[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  return Object.values(value).every(
    (assets) => Array.isArray(assets) && assets.every((asset) => isWalletAsset(asset)),
  )
}

function isWalletAsset(asset: unknown): asset is WalletAsset {
  if (!asset || typeof asset !== 'object') return false
  const { address, balance, type, metadata } = asset as Record<string, unknown>
  if (typeof address !== 'string' || typeof balance !== 'string') return false
  if (type !== 'ERC20' && type !== 'NATIVE') return false
  if (!metadata || typeof metadata !== 'object') return false
  const meta = metadata as Record<string, unknown>
  return (
    typeof meta.name === 'string' &&
    typeof meta.symbol === 'string' &&
    typeof meta.iconUrl === 'string' &&
    typeof meta.decimals === 'number' &&
    typeof meta.price === 'number'
  )
}

/** A transaction of the history (spec §3), the fields the rules read. */
export type Transaction = {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
  }
  transfers: Array<{
    fungible_info?:
      | { symbol?: string | undefined; icon?: { url?: string | undefined } | undefined }
      | undefined
    nft_info?:
      | {
          name?: string | undefined
          content?: { preview?: { url?: string | undefined } | undefined } | undefined
          flags?: { is_spam?: boolean | undefined } | undefined
        }
      | undefined
    quantity: { numeric: string }
  }>
}

/**
 * Hides transactions whose transfers are all spam NFTs and keeps only the active chain's.
 *
 * @example
 * ```ts
 * visibleTransactions(transactions, 'eip155:1')
 * ```
 */
export function visibleTransactions<T extends Transaction>(
  transactions: readonly T[],
  activeCaipNetworkId: string,
): T[] {
  return transactions.filter((transaction) => {
    if (transaction.metadata.chain !== activeCaipNetworkId) return false
    const allSpam =
      transaction.transfers.length > 0 &&
      transaction.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
    return !allSpam
  })
}

/**
 * Displayed balance, floored to 3 decimals; '0.000' when absent or not a number.
 *
 * @example
 * ```ts
 * formatBalance('1.23987') // '1.239'
 * formatBalance(undefined) // '0.000'
 * ```
 */
export function formatBalance(value: string | number | undefined): string {
  const digits = toPlainDecimal(value)
  if (digits === undefined) return '0.000'
  const [whole = '0', fraction = ''] = digits.split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

/**
 * USD amounts show 2 decimals (rounded).
 *
 * @example
 * ```ts
 * formatUsd(12.346) // '12.35'
 * ```
 */
export function formatUsd(value: string | number | undefined): string {
  return roundTo(value, 2)
}

/**
 * Transfer quantities show 3 decimals (rounded).
 *
 * @example
 * ```ts
 * formatTransferQuantity('0.12345') // '0.123'
 * ```
 */
export function formatTransferQuantity(value: string | number | undefined): string {
  return roundTo(value, 3)
}

/**
 * The on-ramp provider list from configuration is accepted only if it is an array of strings;
 * otherwise there are none.
 *
 * @example
 * ```ts
 * parseOnrampProviders(['coinbase', 'meld']) // ['coinbase', 'meld']
 * parseOnrampProviders('coinbase') // []
 * ```
 */
export function parseOnrampProviders(value: unknown): string[] {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [...value]
  return []
}

/**
 * Embedded-wallet email login: the address must be well formed.
 *
 * @example
 * ```ts
 * isValidEmail('ada@example.com') // true
 * ```
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)
}

function toPlainDecimal(value: string | number | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return value
  const number = Number(value)
  if (!Number.isFinite(number) || number < 0) return undefined
  return number.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}

function roundTo(value: string | number | undefined, decimals: number): string {
  const number = Number(value ?? 0)
  return (Number.isFinite(number) ? number : 0).toFixed(decimals)
}

/**
 * Embedded-wallet email login cooldown: a second attempt is blocked for 30 seconds after the last
 * one. Returns the whole seconds still to wait (0 when allowed), for 'try again after N seconds'.
 *
 * @example
 * ```ts
 * emailLoginWaitSeconds(lastAttemptAt, Date.now()) // 0 once 30 s have passed
 * ```
 */
export function emailLoginWaitSeconds(lastAttemptAt: number | undefined, now: number): number {
  if (lastAttemptAt === undefined) return 0
  const remaining = lastAttemptAt + TIMES.emailLoginCooldown - now
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}

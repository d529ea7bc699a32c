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
 * A wallet asset response (spec §5) is valid only if every asset has string address and balance,
 * type ERC20 or NATIVE, and metadata with string name, symbol and iconUrl and number decimals and
 * price.
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

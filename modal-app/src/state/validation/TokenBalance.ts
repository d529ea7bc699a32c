/**
 * A token balance (spec §3).
 *
 * @example
 * ```ts
 * const usdc: TokenBalance = {
 *   name: 'USD Coin',
 *   symbol: 'USDC',
 *   chainId: 'eip155:1',
 *   value: 12.5,
 *   price: 1,
 *   quantity: { decimals: '6', numeric: '12.5' },
 *   iconUrl: '',
 * }
 * ```
 */
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

/**
 * A token balance (spec §3).
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

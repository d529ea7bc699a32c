/**
 * One holding of an account on one network, as the reference API answers it (spec §3 "Token
 * balance").
 *
 * @example
 * ```ts
 * const ether: TokenBalance = {
 *   name: 'Ether',
 *   symbol: 'ETH',
 *   chainId: 'eip155:31337',
 *   value: 24998750,
 *   price: 2500,
 *   quantity: { decimals: '18', numeric: '9999.5' },
 *   iconUrl: '',
 * }
 * ```
 */
export type TokenBalance = {
  /**
   * @example 'Airlock Demo Token'
   */
  name: string
  /**
   * @example 'ADT'
   */
  symbol: string
  /**
   * The CAIP-2 id asked for.
   * @example 'eip155:31337'
   */
  chainId: string
  /**
   * The token contract, checksummed (EIP-55); absent for the native coin.
   * @example '0x5FbDB2315678afecb367f032d93F642f64180aa3'
   */
  address?: string
  /**
   * What the holding is worth in US dollars, rounded to cents.
   * @example 24998750
   */
  value: number
  /**
   * US dollars per whole unit; 0 when unknown.
   * @example 2500
   */
  price: number
  /** How much: the token's decimals and the amount in whole units (viem `formatUnits`). */
  quantity: {
    /**
     * @example '18'
     */
    decimals: string
    /**
     * @example '9999.5'
     */
    numeric: string
  }
  /**
   * The token's icon; `''` when there is none.
   * @example ''
   */
  iconUrl: string
}

/**
 * The answer of `GET /v1/account/{address}/balance`: the native coin first, then the configured
 * tokens the account holds.
 *
 * @example
 * ```ts
 * const answer: AccountBalances = { balances: [ether] }
 * ```
 */
export type AccountBalances = {
  balances: TokenBalance[]
}

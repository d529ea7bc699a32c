/**
 * The fixed price of the demo on-ramp: US dollars per whole unit of a local chain's native coin
 * (ETH on anvil). A made-up constant, not a market price: the demo sells test ETH, and a fixed
 * rate keeps quotes, pages and tests exact and stable.
 *
 * @example
 * ```ts
 * // 25 USD buys 25 / DEMO_ONRAMP_RATE = 0.01 ETH
 * String(DEMO_ONRAMP_RATE) // '2500'
 * ```
 */
export const DEMO_ONRAMP_RATE = 2500n

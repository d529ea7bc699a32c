/**
 * The fixed price of the demo on-ramp: US dollars per whole unit of a local chain's native coin
 * (ETH on anvil). A made-up constant, not a market price: the demo sells test ETH, and a fixed
 * rate keeps quotes, pages and tests exact and stable.
 */
export const DEMO_ONRAMP_RATE = 2500n

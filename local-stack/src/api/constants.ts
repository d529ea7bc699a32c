/**
 * The account the demo on-ramp sends the test coins from: anvil's last well-known dev account
 * (index 9 of the mnemonic `test test … junk`, 10 000 ETH at genesis), which anvil keeps unlocked,
 * so the API sends with `eth_sendTransaction` and holds no key. Not accounts 0 and 1: those are
 * the demo wallets', whose balances the demos and tests count on.
 *
 * DEVELOPMENT ACCOUNT: its key is public; it only ever holds test coins on a local chain.
 */
export const DEMO_ONRAMP_FUNDER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' as const

/** How often the demo funder pays, per buyer address and per payer IP (see `answerOnrampCheckout`). */
export type OnrampFunderRateLimits = {
  /**
   * The window the payments are counted over, in milliseconds.
   */
  windowMs: number
  /**
   * The most payments to one address within the window.
   */
  perAddress: number
  /**
   * The most payments posted from one IP address within the window.
   */
  perIp: number
}

/**
 * The demo funder's default rate limits: enough for a person trying the demo (a few purchases an
 * hour), while a script cannot drain the funder's 10 000 ETH into its addresses, nor fill the
 * chain with transfers.
 */
export const DEMO_ONRAMP_FUNDER_RATE_LIMITS: OnrampFunderRateLimits = {
  windowMs: 60 * 60 * 1000,
  perAddress: 3,
  perIp: 10,
}

/**
 * What the demo on-ramp is paid in, and the smallest and largest payment it takes, as the decimal
 * strings the options route lists. Limits a real card provider would have, so that the modal's Buy
 * view meets (and shows) them; at {@link DEMO_ONRAMP_RATE} they buy 0.004 to 3 ETH.
 */
export const DEMO_ONRAMP_LIMITS = {
  /** The only payment currency. */
  currency: 'USD',
  /** The only payment method (nothing is charged: it is a demo). */
  paymentMethod: 'card',
  /** The smallest payment, in `currency`, two decimals. */
  min: '10.00',
  /** The largest payment, in `currency`, two decimals. */
  max: '7500.00',
} as const

/**
 * The fixed price of the demo on-ramp: US dollars per whole unit of a local chain's native coin
 * (ETH on anvil). A made-up constant, not a market price: the demo sells test ETH, and a fixed
 * rate keeps quotes, pages and tests exact and stable.
 */
export const DEMO_ONRAMP_RATE = 2500n

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

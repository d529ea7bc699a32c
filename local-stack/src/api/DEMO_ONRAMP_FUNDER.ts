/**
 * The account the demo on-ramp sends the test coins from: anvil's last well-known dev account
 * (index 9 of the mnemonic `test test … junk`, 10 000 ETH at genesis), which anvil keeps unlocked,
 * so the API sends with `eth_sendTransaction` and holds no key. Not accounts 0 and 1: those are
 * the demo wallets', whose balances the demos and tests count on.
 *
 * DEVELOPMENT ACCOUNT: its key is public; it only ever holds test coins on a local chain.
 *
 * @example
 * ```ts
 * await sendTransaction(client, { account: DEMO_ONRAMP_FUNDER, to, value, chain: null })
 * ```
 */
export const DEMO_ONRAMP_FUNDER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' as const

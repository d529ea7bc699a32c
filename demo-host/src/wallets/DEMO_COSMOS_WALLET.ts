// Apart from the wallets' code, which the page loads later: the page's createModal() needs it first.

/**
 * The global the cosmos demo wallet is in, with the Keplr interface (beside a real Keplr, which
 * keeps `window.keplr`).
 */
export const DEMO_COSMOS_GLOBAL = 'airlockDemoCosmos'

/** The cosmos demo wallet as `cosmosAdapter({ wallets: [DEMO_COSMOS_WALLET] })` finds it. */
export const DEMO_COSMOS_WALLET = {
  global: DEMO_COSMOS_GLOBAL,
  name: 'Airlock Demo Wallet (Cosmos)',
} as const

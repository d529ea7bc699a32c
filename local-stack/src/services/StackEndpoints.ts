/**
 * Where the running stack's back-end services answer: what the modal's demo project and the
 * mobile wallet must point at, and where the mobile wallet itself is. Services report their part as they start; `startStack` merges them.
 */
export type StackEndpoints = {
  /**
   * The WalletConnect relay.
   */
  relayUrl?: string | undefined
  /**
   * HTTP JSON-RPC URL per CAIP-2 network id.
   */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /**
   * The demo mobile wallet page, with the query parameters it needs to reach this stack's relay
   * and chains: the served demo project's wallet links (`customWallets`) point at it.
   */
  mobileWalletUrl?: string | undefined
  /**
   * The reference API's base URL (transaction history), with its trailing slash: the served demo
   * project's `apiUrl`.
   */
  apiUrl?: string | undefined
  /**
   * Where the reference API collects the modal's analytics (the modal posts to `{analyticsUrl}/e`):
   * the served demo project's `analyticsUrl`.
   */
  analyticsUrl?: string | undefined
}

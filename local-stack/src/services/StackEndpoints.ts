/**
 * Where the running stack's back-end services answer: what the modal's demo project and the
 * mobile wallet must point at, and where the mobile wallet itself is. Services report their part as they start; `startStack` merges them.
 *
 * @example
 * ```ts
 * const endpoints: StackEndpoints = {
 *   relayUrl: 'ws://127.0.0.1:4320',
 *   rpcUrls: { 'eip155:31337': 'http://127.0.0.1:8545' },
 * }
 * ```
 */
export type StackEndpoints = {
  /**
   * The WalletConnect relay.
   * @example 'ws://127.0.0.1:4320'
   */
  relayUrl?: string | undefined
  /**
   * HTTP JSON-RPC URL per CAIP-2 network id.
   * @example { 'eip155:31337': 'http://127.0.0.1:8545', 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ': 'http://127.0.0.1:8899' }
   */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /**
   * The demo mobile wallet page, with the query parameters it needs to reach this stack's relay
   * and chains: the served demo project's wallet links (`customWallets`) point at it.
   * @example 'http://localhost:4340/?relay=ws%3A%2F%2F127.0.0.1%3A5320'
   */
  mobileWalletUrl?: string | undefined
  /**
   * The reference API's base URL (transaction history), with its trailing slash: the served demo
   * project's `apiUrl`.
   * @example 'http://127.0.0.1:4330/v1/'
   */
  apiUrl?: string | undefined
  /**
   * Where the reference API collects the modal's analytics (the modal posts to `{analyticsUrl}/e`):
   * the served demo project's `analyticsUrl`.
   * @example 'http://127.0.0.1:4330/v1/analytics'
   */
  analyticsUrl?: string | undefined
}

import type { HostConnector } from '@airlock/shared-protocol'
import type { WalletEventName } from '../wallets/discoverWallets.ts'

/**
 * The wallets an adapter finds for one modal instance ({@link HostAdapter}'s `discover()`), and
 * how to reach them. `W` is the adapter's own wallet object (a wallet-standard wallet for solana),
 * which only the source reads.
 */
export type HostWalletSource<W = unknown> = {
  /**
   * The methods `walletRequest` passes on to its wallets; `true` marks those that open a prompt
   * (a wallet has at most one of those pending).
   */
  readonly methods: Readonly<Record<string, boolean>>
  /** The wallets found now: connectors of the adapter's namespace, ids unique, `source` this. */
  collect(): Array<{ connector: HostConnector; provider: W; source: HostWalletSource<W> }>
  /**
   * Forwards a wallet's events as plain data (with the connector id); returns the function that
   * stops.
   */
  listen(
    wallet: { connector: HostConnector; provider: W },
    onEvent: (connectorId: string, event: WalletEventName, data: unknown) => void,
  ): () => void
  /** Calls an allowed method of a wallet with params that crossed the iframe; answers plain data. */
  call(wallet: W, method: string, params: unknown): Promise<unknown>
  /** Stops looking for wallets. */
  destroy(): void
}

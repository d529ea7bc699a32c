/** Bounds of a relay; every field of {@link DEFAULT_RELAY_LIMITS} can be overridden. */
export type RelayLimits = {
  /**
   * Largest text frame answered normally. A larger one gets a JSON-RPC error and the socket is
   * closed with 1009.
   * @example 2 * 1024 * 1024
   */
  maxFrameBytes: number
  /**
   * Largest `message` a publish may carry (the real relay's limit is about 1 MB).
   * @example 1024 * 1024
   */
  maxMessageBytes: number
  /**
   * Messages kept per topic in the mailbox; older ones are evicted first.
   * @example 100
   */
  maxMessagesPerTopic: number
  /**
   * Bytes kept in the mailbox over all topics; the oldest message overall is evicted first.
   * @example 64 * 1024 * 1024
   */
  maxMailboxBytes: number
  /**
   * Longest ttl honoured, in seconds; longer ones are cut to it.
   * @example 7 * 24 * 60 * 60
   */
  maxTtlSeconds: number
  /**
   * Topics one `irn_batchSubscribe` / `irn_batchFetchMessages` may list.
   * @example 500
   */
  maxBatchSize: number
  /**
   * Subscriptions one socket may hold.
   * @example 10_000
   */
  maxSubscriptionsPerClient: number
  /**
   * Sockets served at once; further upgrades get HTTP 503.
   * @example 2_000
   */
  maxClients: number
  /**
   * Interval of the WebSocket pings, in milliseconds. A socket that missed two pongs is dropped.
   * The Node clients give up on a socket after 35 s without a frame.
   * @example 20_000
   */
  heartbeatIntervalMs: number
  /**
   * Interval of the sweep that drops expired mailbox messages, in milliseconds.
   * @example 30_000
   */
  pruneIntervalMs: number
}

/**
 * The limits a relay runs with unless told otherwise.
 *
 * @example
 * ```ts
 * await startRelay({ port: 0, limits: { ...DEFAULT_RELAY_LIMITS, maxMessagesPerTopic: 10 } })
 * ```
 */
export const DEFAULT_RELAY_LIMITS: Readonly<RelayLimits> = Object.freeze({
  maxFrameBytes: 2 * 1024 * 1024,
  maxMessageBytes: 1024 * 1024,
  maxMessagesPerTopic: 100,
  maxMailboxBytes: 64 * 1024 * 1024,
  maxTtlSeconds: 7 * 24 * 60 * 60,
  maxBatchSize: 500,
  maxSubscriptionsPerClient: 10_000,
  maxClients: 2_000,
  heartbeatIntervalMs: 20_000,
  pruneIntervalMs: 30_000,
})

/**
 * One connected socket as the relay's logic sees it, independent of the WebSocket library.
 */
export type RelayClient = {
  /** Unique per connection for the life of the relay. */
  id: number
  /**
   * Who the client is across reconnects: the `did:key` issuer of its auth JWT (the SDK's client
   * id), or the socket when there is none. Nothing is ever delivered to the identity that
   * published it; its quotas are counted under it.
   */
  identity: string
  /** The peer's IP address (IPv6: its /64), under which the per-IP quotas are counted. */
  ip: string
  /** Writes one text frame to the socket. */
  send: (text: string) => void
  /** topic → subscription id. */
  subscriptions: Map<string, string>
  /** Mailbox ids of the messages already sent to this socket (oldest first, bounded). */
  delivered: Set<number>
}

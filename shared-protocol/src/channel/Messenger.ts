/**
 * How a channel reaches its peer before the handshake: a window (the iframe, or the page that
 * frames the modal) checked by source and origin, or one end of a MessageChannel in tests. After
 * the handshake every call and reply travel over a private MessageChannel port instead.
 */
export type Messenger = {
  /** Posts `message` to the peer, moving `transfer` (a MessagePort) along with it. */
  post: (message: unknown, transfer?: Transferable[]) => void
  /**
   * Hands every message from the peer to `onMessage` (for a window: only those whose source is
   * the peer's window and whose origin is the peer's origin). Returns the function that stops.
   */
  listen: (onMessage: (data: unknown, ports: readonly MessagePort[]) => void) => () => void
}

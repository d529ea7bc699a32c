/** An open (or opening) channel, from {@link acceptChannel} or {@link joinChannel}. */
export type Channel = {
  /**
   * Resolves with the peer once the handshake completed; rejects with `DESTROYED` when
   * `destroy()` comes first, and for the modal with `HANDSHAKE_TIMEOUT` or `INTERNAL` (its hello
   * could not be posted).
   */
  remote: Promise<Remote>
  /** Closes the channel and tells the peer; pending and later calls reject with `DESTROYED`. */
  destroy: () => void
}

/** Options of {@link acceptChannel} and {@link joinChannel}. */
export type ChannelOptions = {
  /**
   * Reaches the peer for the handshake: {@link createWindowMessenger} between windows,
   * {@link createPortMessenger} over a MessageChannel in tests.
   */
  messenger: Messenger
  /**
   * What this side exposes: the table from {@link createMethodTable}.
   */
  methods: MethodTable
  /**
   * Disambiguates several modals on one page: the instance id. Handshakes of other channels are
   * ignored.
   */
  channel: string
}

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

/**
 * What one side of a channel exposes: a prototype-free table of methods, each taking one
 * parameter object. {@link createMethodTable} builds it from a schema table and handlers.
 */
export type MethodTable = Record<string, (params: unknown) => unknown>

/**
 * The other side of an open channel, as {@link callMethod} calls it. `call` resolves with whatever
 * the peer's method table answered (a {@link Result} envelope for our tables) and rejects with an
 * {@link AirlockError}: `REQUEST_TIMEOUT`, `METHOD_NOT_FOUND`, `UNSUPPORTED_VALUE` (params the
 * browser cannot clone), `DESTROYED` (either side closed the channel) or `INTERNAL` (the peer's
 * method threw instead of answering).
 */
export type Remote = {
  call: (method: string, params: unknown, timeoutMs: number) => Promise<unknown>
}

import type { Remote } from './Remote.ts'

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

import type { Messenger } from '../channel/types.ts'

/**
 * A {@link Messenger} that forwards to another and keeps count of what passes, so tests can see
 * listeners left behind and what the handshake posted. Test helper.
 */
export class ObservedMessenger implements Messenger {
  /** Listeners started and not stopped. */
  listening = 0
  /** Every message posted, in order. */
  readonly sent: unknown[] = []

  readonly #inner: Messenger

  constructor(inner: Messenger) {
    this.#inner = inner
  }

  post: Messenger['post'] = (message, transfer) => {
    this.sent.push(message)
    this.#inner.post(message, transfer)
  }

  listen: Messenger['listen'] = (onMessage) => {
    this.listening += 1
    const stop = this.#inner.listen(onMessage)
    let stopped = false
    return () => {
      if (stopped) return
      stopped = true
      this.listening -= 1
      stop()
    }
  }
}

import type { InitializeMessengerOptions, Message, MessageHandler, Messenger } from 'penpal'

/**
 * A penpal Messenger that forwards to another and keeps count of what passes, so tests can see
 * listeners left behind, calls still waiting for a reply, and messages actually sent.
 *
 * @example
 * ```ts
 * const messenger = new ObservedMessenger(new PortMessenger({ port }))
 * messenger.pendingCalls.size // calls sent and not yet answered
 * ```
 */
export class ObservedMessenger implements Messenger {
  /** Message handlers penpal has registered and not removed. */
  readonly handlers = new Set<MessageHandler>()
  /** Ids of CALL messages sent without a REPLY received yet. */
  readonly pendingCalls = new Set<string>()
  /** Every message sent, in order. */
  readonly sent: Message[] = []
  /** Whether penpal destroyed the messenger. */
  destroyed = false

  readonly #inner: Messenger

  constructor(inner: Messenger) {
    this.#inner = inner
  }

  initialize = (options: InitializeMessengerOptions): void => {
    this.#inner.initialize(options)
    this.#inner.addMessageHandler(this.#observe)
  }

  sendMessage = (message: Message, transferables?: Transferable[]): void => {
    this.sent.push(message)
    if (message.type === 'CALL') this.pendingCalls.add(message.id)
    this.#inner.sendMessage(message, transferables)
  }

  addMessageHandler = (callback: MessageHandler): void => {
    this.handlers.add(callback)
    this.#inner.addMessageHandler(callback)
  }

  removeMessageHandler = (callback: MessageHandler): void => {
    this.handlers.delete(callback)
    this.#inner.removeMessageHandler(callback)
  }

  destroy = (): void => {
    this.destroyed = true
    this.handlers.clear()
    this.#inner.destroy()
  }

  #observe = (message: Message): void => {
    if (message.type === 'REPLY') this.pendingCalls.delete(message.callId)
  }
}

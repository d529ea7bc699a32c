import type { Messenger } from './types.ts'

/**
 * A {@link Messenger} over one end of a MessageChannel: what tests use in place of two windows.
 * Messages posted before anyone listens wait in the port.
 */
export function createPortMessenger(port: MessagePort): Messenger {
  return {
    post: (message, transfer = []) => port.postMessage(message, transfer),
    listen(onMessage) {
      const onPortMessage = (event: MessageEvent) => onMessage(event.data, event.ports)
      port.addEventListener('message', onPortMessage)
      port.start()
      return () => port.removeEventListener('message', onPortMessage)
    },
  }
}

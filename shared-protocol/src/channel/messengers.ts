import type { Messenger } from './types.ts'

/**
 * A {@link Messenger} to another window: posts go to `peerOrigin` only (a page that navigated
 * elsewhere never receives them), and only messages whose source is `peer` and whose origin is
 * `peerOrigin` are heard. `self` is the window that listens (this one by default).
 */
export function createWindowMessenger(
  peer: Window,
  peerOrigin: string,
  self: Window = window,
): Messenger {
  return {
    post: (message, transfer = []) =>
      peer.postMessage(message, { targetOrigin: peerOrigin, transfer }),
    listen(onMessage) {
      const onWindowMessage = (event: MessageEvent) => {
        if (event.source === peer && event.origin === peerOrigin) onMessage(event.data, event.ports)
      }
      self.addEventListener('message', onWindowMessage)
      return () => self.removeEventListener('message', onWindowMessage)
    },
  }
}

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

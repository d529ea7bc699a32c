import { createWindowMessenger, type Messenger } from '@airlock/shared-protocol'

/**
 * How the SDK reaches the iframe. Internal seam, not exported: unit tests swap `createMessenger`
 * for one end of a MessageChannel (happy-dom's iframes cannot carry a cross-origin handshake); the
 * browser end-to-end tests cover the real window path.
 */
export const transport = {
  createMessenger: (iframe: HTMLIFrameElement, modalOrigin: string): Messenger =>
    createWindowMessenger(iframe.contentWindow as Window, modalOrigin),
}

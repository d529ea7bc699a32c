import { type Messenger, WindowMessenger } from 'penpal'

/**
 * How the SDK reaches the iframe. Internal seam, not exported: unit tests swap `createMessenger`
 * for a MessageChannel (happy-dom's iframes cannot carry a cross-origin penpal handshake); the
 * browser end-to-end tests cover the real WindowMessenger path.
 */
export const transport = {
  createMessenger: (iframe: HTMLIFrameElement, modalOrigin: string): Messenger =>
    new WindowMessenger({
      remoteWindow: iframe.contentWindow as Window,
      allowedOrigins: [modalOrigin],
    }),
}

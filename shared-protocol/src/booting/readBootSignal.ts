/** What the boot script of the modal's `index.html` tells the host before the handshake. */
export type BootSignal =
  /** The modal's page has arrived: an early open() may show its loading card. */
  | 'booting'
  /** The visitor dismissed the loading card (Escape, or a tap beside it): close, as close() does. */
  | 'dismiss'

const SIGNALS: Record<string, BootSignal> = {
  'airlock:booting': 'booting',
  'airlock:dismiss': 'dismiss',
}

/**
 * Reads a message of the boot script of the modal's `index.html`: exactly
 * `{ type: 'airlock:booting' | 'airlock:dismiss', channel }` with the instance's channel, else
 * `undefined`. Until `booting` comes the host keeps an early `open()` queued and the iframe
 * transparent, so a modal URL that does not answer (or answers with something else) never covers
 * the page with a browser error page; `dismiss` lets a visitor leave the loading card of a modal
 * that is slow to boot. Like the refusal, they carry nothing but the channel the host gave, and
 * the caller must already have matched the event's source window and origin.
 */
export function readBootSignal(data: unknown, channel: string): BootSignal | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  const { type, channel: sentChannel } = data as Record<string, unknown>
  if (Object.keys(data).length !== 2 || sentChannel !== channel || typeof type !== 'string') {
    return undefined
  }
  return Object.hasOwn(SIGNALS, type) ? SIGNALS[type] : undefined
}

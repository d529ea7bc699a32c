/**
 * Whether `data` is the message the boot script of the modal's `index.html` posts to the host
 * once the modal's page has arrived: exactly `{ type: 'airlock:booting', channel }` with the
 * instance's channel. Until it comes the host keeps an early `open()` queued and the iframe
 * transparent, so a modal URL that does not answer (or answers with something else) never covers
 * the page with a browser error page. Like the refusal, it carries nothing but the channel the host
 * gave, and the caller must already have matched the event's source window and origin.
 *
 * @example
 * ```ts
 * window.addEventListener('message', (event) => {
 *   if (event.source !== iframe.contentWindow || event.origin !== modalOrigin) return
 *   if (isBootingMessage(event.data, instanceId)) overlay.show()
 * })
 * ```
 */
export function isBootingMessage(data: unknown, channel: string): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false
  const { type, channel: sentChannel } = data as Record<string, unknown>
  return Object.keys(data).length === 2 && type === 'airlock:booting' && sentChannel === channel
}

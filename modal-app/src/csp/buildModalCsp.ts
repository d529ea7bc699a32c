import { BOOT_SCRIPT_HASH } from './BOOT_SCRIPT_HASH.ts'

/** Options of {@link buildModalCsp}. */
export type BuildModalCspOptions = {
  /**
   * The WalletConnect relays the served project uses (ws:// or wss://). Their http(s) origin is
   * added to `connect-src` and `frame-src`: the dapp SDK loads the relay's Verify page in a hidden
   * iframe and waits for it. Anything that is not a ws(s) URL is ignored.
   * @example ['ws://127.0.0.1:4320']
   */
  relayUrls?: readonly string[] | undefined
}

/**
 * The Content-Security-Policy header the modal is served with. The modal's own code is the only
 * script (no inline script, no eval), styles come from its own stylesheet only (CSSOM writes such
 * as `style.setProperty` are allowed, style attributes in markup are not), and it may be framed by
 * any http(s) page: the allowlist of hosts is enforced by the modal itself, per project, from
 * `projects/<id>.json`, because a static header cannot know which project a request is for.
 *
 * `connect-src` covers the modal's own origin, WebSocket relays (WalletConnect), any https
 * endpoint, and the loopback services of the local stack (chain RPCs, the reference API). It
 * cannot be narrower than `https:`: a host passes the RPC URLs of its own networks to
 * `createModal({ networks })`, so no header written for the modal's origin can list them. Each relay in `relayUrls` adds its http(s) origin
 * (ws → http, wss → https) to `connect-src` and `frame-src`, so that WalletConnect's Verify frame
 * served by the relay loads; without relays `frame-src` is the modal's own origin only.
 *
 * @example
 * ```ts
 * import { buildModalCsp } from '@airlock/modal-app/csp'
 * response.setHeader('Content-Security-Policy', buildModalCsp({ relayUrls: ['ws://127.0.0.1:4320'] }))
 * ```
 */
export function buildModalCsp(options: BuildModalCspOptions = {}): string {
  const relayOrigins = [...new Set((options.relayUrls ?? []).flatMap(httpOrigin))]
  const extra = relayOrigins.map((origin) => ` ${origin}`).join('')
  return [
    "default-src 'self'",
    `script-src 'self' ${BOOT_SCRIPT_HASH}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' https: ws: wss: http://127.0.0.1:* http://localhost:*${extra}`,
    `frame-src 'self'${extra}`,
    'frame-ancestors http: https:',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/** The http(s) origin of a ws(s) URL, as a one-element list; empty for anything else. */
function httpOrigin(relayUrl: string): string[] {
  let url: URL
  try {
    url = new URL(relayUrl)
  } catch {
    return []
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return []
  // A CSP source expression cannot hold ';' or ',' or spaces; URL.host never does.
  return [`${url.protocol === 'wss:' ? 'https:' : 'http:'}//${url.host}`]
}

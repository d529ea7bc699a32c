/**
 * The Content-Security-Policy header the modal is served with. The modal's own code is the only
 * script (no inline script, no eval), styles come from its own stylesheet only (CSSOM writes such
 * as `style.setProperty` are allowed, style attributes in markup are not), and it may be framed by
 * any http(s) page: the allowlist of hosts is enforced by the modal itself, per project, from
 * `projects/<id>.json`, because a static header cannot know which project a request is for.
 *
 * `connect-src` covers the modal's own origin, WebSocket relays (WalletConnect) and the loopback
 * services of the local stack (chain RPCs, the reference API). A deployment that talks to remote
 * RPCs or APIs extends it with their origins.
 *
 * @example
 * ```ts
 * import { MODAL_CSP } from '@airlock/modal-app/csp'
 * response.setHeader('Content-Security-Policy', MODAL_CSP)
 * ```
 */
export const MODAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' ws: wss: http://127.0.0.1:* http://localhost:*",
  "frame-src 'self'",
  'frame-ancestors http: https:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

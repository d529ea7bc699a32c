import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'

/** Hosts of this machine, where the local stack serves the demo wallet and on-ramp over http. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']
/** The form of a wallet app's scheme (`metamask:`, `trust:`, `imtokenv2:`). */
const APP_SCHEME = /^[a-z][a-z0-9-]*:$/
/**
 * Schemes never opened, whatever a wallet entry declares: they run code, read local files or hand
 * the URL to a browser or operating-system handler instead of a wallet app (`ms-msdt:` and the
 * other `ms-*` handlers of Windows, `search-ms:`, `smb:`, Android's `intent:`).
 */
const NEVER =
  /^(?:about|blob|chrome|chrome-extension|data|edge|file|filesystem|intent|jar|javascript|microsoft-.*|ms-.*|search|search-ms|shell|smb|vbscript|view-source):$/

/**
 * Throws unless a URL may be opened for the modal: `https:` anywhere, `wc:` (WalletConnect
 * pairing links), `http:` only on this machine (localhost, 127.0.0.1, [::1]), and a custom scheme
 * only when `customSchemes` lists it and it is a plain app scheme that is not a browser or
 * operating-system handler. The modal passes the schemes that the wallet entry it opens declares
 * for its deep links (registry or custom wallet); the host, which cannot see the modal's registry,
 * passes `'any'`: every plain app scheme outside that never-list.
 *
 * @throws {AirlockError} `URL_NOT_ALLOWED`, naming the refused scheme.
 */
export function assertOpenableUrl(url: string, customSchemes: readonly string[] | 'any'): void {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new AirlockError(ErrorCode.URL_NOT_ALLOWED, 'The URL to open is not an absolute URL.')
  }
  const { protocol, hostname } = parsed
  if (protocol === 'https:' || protocol === 'wc:') return
  if (protocol === 'http:') {
    if (LOOPBACK.includes(hostname)) return
    throw new AirlockError(
      ErrorCode.URL_NOT_ALLOWED,
      'http: URLs are opened only on localhost; use https:.',
    )
  }
  const scheme = protocol.slice(0, 40)
  if (!APP_SCHEME.test(protocol) || NEVER.test(protocol)) {
    throw new AirlockError(
      ErrorCode.URL_NOT_ALLOWED,
      `URLs with the scheme ${scheme} are never opened.`,
    )
  }
  if (customSchemes !== 'any' && !customSchemes.includes(protocol)) {
    throw new AirlockError(
      ErrorCode.URL_NOT_ALLOWED,
      `URLs with the scheme ${scheme} are not opened: no wallet declares it.`,
    )
  }
}

/**
 * Whether `value` is an absolute http(s) URL (a modal URL, an RPC or explorer URL).
 */
export function isHttpUrl(value: unknown): value is string {
  try {
    return typeof value === 'string' && /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

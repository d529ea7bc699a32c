import { parseHttpOrigin } from './parseHttpOrigin.ts'
import { parseOriginPattern } from './parseOriginPattern.ts'

/**
 * Whether `origin` is on a project's allowlist. An exact entry matches that origin only; a
 * `scheme://*.host[:port]` entry matches any subdomain of `host` (one or more labels) with the
 * same scheme and port, but not `host` itself. The scheme is never relaxed (an `https` entry does
 * not admit `http`), `null` and non-http(s) origins never match, and invalid entries match nothing.
 *
 * @example
 * ```ts
 * isOriginAllowed('https://shop.example.com', ['https://*.example.com']) // true
 * isOriginAllowed('https://example.com', ['https://*.example.com']) // false
 * ```
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  if (parseHttpOrigin(origin) === null) return false
  const url = new URL(origin)
  for (const entry of allowedOrigins) {
    const pattern = parseOriginPattern(entry)
    if (pattern === null) continue
    if (pattern.kind === 'exact') {
      if (pattern.origin === origin) return true
      continue
    }
    if (url.protocol !== pattern.protocol || url.port !== pattern.port) continue
    const host = url.hostname
    if (host.length > pattern.suffix.length + 1 && host.endsWith(`.${pattern.suffix}`)) return true
  }
  return false
}

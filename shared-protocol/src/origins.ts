// The origin allowlist: how the modal and the reference API decide which hosts a project admits.

/**
 * Whether `origin` is on a project's allowlist. An exact entry matches that origin only; a
 * `scheme://*.host[:port]` entry matches any subdomain of `host` (one or more labels) with the
 * same scheme and port, but not `host` itself. The scheme is never relaxed (an `https` entry does
 * not admit `http`), `null` and non-http(s) origins never match, and invalid entries match nothing.
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

const HOST = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/
const IPV6 = /^\[[0-9a-f:.]+\]$/

/**
 * Returns `value` if it is a serialised http(s) origin (`scheme://host[:port]`, lower case, no
 * default port, no path, no credentials, hosts in their ASCII form), else `null`. The opaque
 * origin `"null"`, other schemes and anything a browser would not produce as `location.origin`
 * are refused rather than normalised: an origin that needs fixing is not the one the browser saw.
 */
export function parseHttpOrigin(value: string): string | null {
  if (value.length === 0 || value.length > 300) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (!HOST.test(url.hostname) && !IPV6.test(url.hostname)) return null
  return url.origin === value ? value : null
}

/** An allowlist entry, parsed: one exact origin, or every subdomain of a host. */
export type OriginPattern =
  | { kind: 'exact'; origin: string }
  | { kind: 'subdomains'; protocol: 'http:' | 'https:'; suffix: string; port: string }

const WILDCARD = /^(https?):\/\/\*\.([^*]+)$/

/**
 * Parses one entry of a project's `allowedOrigins`: an exact origin (`https://app.example.com`,
 * `http://127.0.0.1:4300`) or a subdomain wildcard (`https://*.example.com`, which matches one or
 * more labels in front of `example.com` but not `example.com` itself). Entries must be written in
 * the form a browser serialises origins in (lower case, no trailing slash, no default port). A bare
 * `*`, a wildcard anywhere else and a wildcard over a top-level domain (`https://*.com`) are
 * refused. Returns `null` for anything that is not a valid entry.
 */
export function parseOriginPattern(value: string): OriginPattern | null {
  const exact = parseHttpOrigin(value)
  if (exact !== null) return { kind: 'exact', origin: exact }
  const match = WILDCARD.exec(value)
  if (!match) return null
  const [, scheme = '', rest = ''] = match
  // Substitute a label for the wildcard and check that the result is a canonical origin.
  const sample = parseHttpOrigin(`${scheme}://x.${rest}`)
  if (sample === null) return null
  const url = new URL(sample)
  const suffix = url.hostname.slice(2)
  if (suffix.startsWith('[') || /^[0-9.]+$/.test(suffix)) return null
  if (!suffix.includes('.') && suffix !== 'localhost') return null
  return {
    kind: 'subdomains',
    protocol: url.protocol === 'https:' ? 'https:' : 'http:',
    suffix,
    port: url.port,
  }
}

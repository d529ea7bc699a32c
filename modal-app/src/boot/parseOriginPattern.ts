import { parseHttpOrigin } from './parseHttpOrigin.ts'

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
 *
 * @example
 * ```ts
 * parseOriginPattern('https://*.example.com')
 * // { kind: 'subdomains', protocol: 'https:', suffix: 'example.com', port: '' }
 * ```
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

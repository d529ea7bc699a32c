const HOST = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/
const IPV6 = /^\[[0-9a-f:.]+\]$/

/**
 * Returns `value` if it is a serialised http(s) origin (`scheme://host[:port]`, lower case, no
 * default port, no path, no credentials, hosts in their ASCII form), else `null`. The opaque
 * origin `"null"`, other schemes and anything a browser would not produce as `location.origin`
 * are refused rather than normalised: an origin that needs fixing is not the one the browser saw.
 *
 * @example
 * ```ts
 * parseHttpOrigin('http://127.0.0.1:4300') // 'http://127.0.0.1:4300'
 * parseHttpOrigin('https://Example.com/') // null
 * ```
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

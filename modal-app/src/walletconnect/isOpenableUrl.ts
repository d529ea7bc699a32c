const BLOCKED = ['javascript:', 'data:', 'file:', 'blob:', 'vbscript:', 'about:', 'filesystem:']
const SCHEME = /^[a-z][a-z0-9+.-]*:$/
const LOCAL_HOSTS = ['localhost', '127.0.0.1']

/**
 * Whether the modal may ask the host to open `url` (the host checks it again): https anywhere,
 * http only on this machine (localhost, 127.0.0.1), and wallet schemes (`rainbow:`, `wc:`, …)
 * except those that run code or read local data (`javascript:`, `data:`, `file:`, `blob:`,
 * `vbscript:`, `about:`, `filesystem:`).
 *
 * @example
 * ```ts
 * isOpenableUrl('rainbow://wc?uri=wc%3A…') // true
 * isOpenableUrl('javascript:alert(1)') // false
 * ```
 */
export function isOpenableUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  const { protocol, hostname } = parsed
  if (protocol === 'https:') return true
  if (protocol === 'http:') return LOCAL_HOSTS.includes(hostname)
  return SCHEME.test(protocol) && !BLOCKED.includes(protocol)
}

const BLOCKED = ['javascript:', 'data:', 'file:', 'blob:', 'vbscript:', 'about:', 'filesystem:']
const SCHEME = /^[a-z][a-z0-9+.-]*:$/
const LOCAL_HOSTS = ['localhost', '127.0.0.1']

/**
 * Whether a URL may be opened for the modal (the modal checks before asking, the host checks
 * again before opening): https anywhere, http only on this machine
 * (localhost, 127.0.0.1), and wallet schemes (`wc:`, `metamask:`, …) except the ones that run
 * code or read local data (`javascript:`, `data:`, `file:`, `blob:`, `vbscript:`, `about:`).
 *
 * @example
 * ```ts
 * isOpenableUrl('wc:abc@2?relay-protocol=irn') // true
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

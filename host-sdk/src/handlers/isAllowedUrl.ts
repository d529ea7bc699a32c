const BLOCKED = ['javascript:', 'data:', 'file:', 'blob:', 'vbscript:', 'about:', 'filesystem:']
const SCHEME = /^[a-z][a-z0-9+.-]*:$/
const LOCAL_HOSTS = ['localhost', '127.0.0.1']

/**
 * Whether the host may open `url` for the modal: https anywhere, http only on this machine
 * (localhost, 127.0.0.1), and wallet schemes (`wc:`, `metamask:`, …) except the ones that run
 * code or read local data (`javascript:`, `data:`, `file:`, `blob:`, `vbscript:`, `about:`).
 *
 * @example
 * ```ts
 * isAllowedUrl('wc:abc@2?relay-protocol=irn') // true
 * isAllowedUrl('javascript:alert(1)') // false
 * ```
 */
export function isAllowedUrl(url: string): boolean {
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

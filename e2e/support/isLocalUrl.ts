const LOCAL_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether a URL the browser requested stays on this machine. `data:`, `blob:` and `about:` URLs
 * never leave the browser and count as local.
 */
export function isLocalUrl(url: string): boolean {
  const parsed = new URL(url)
  if (['data:', 'blob:', 'about:'].includes(parsed.protocol)) return true
  return LOCAL_HOSTNAMES.has(parsed.hostname)
}

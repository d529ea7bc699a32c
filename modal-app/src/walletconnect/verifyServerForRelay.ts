/**
 * The Verify server of our relay for a relay URL: the same host and port over http(s), path
 * `/verify/v3` (the relay answers `/verify/v3/attestation`). `undefined` for anything that is not
 * a ws:// or wss:// URL.
 */
export function verifyServerForRelay(relayUrl: string): string | undefined {
  let url: URL
  try {
    url = new URL(relayUrl)
  } catch {
    return undefined
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return undefined
  return `${url.protocol === 'wss:' ? 'https:' : 'http:'}//${url.host}/verify/v3`
}

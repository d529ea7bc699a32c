import { AirlockError, ErrorCode } from '@airlock/shared-protocol'

/** Parameters of {@link probeRelay}. */
export type ProbeRelayParameters = {
  /** `ws://` or `wss://` URL of the relay. */
  relayUrl: string
  /** Milliseconds before the relay counts as unreachable. */
  timeoutMs?: number | undefined
  fetchFn?: typeof fetch | undefined
}

/**
 * Checks that something answers HTTP on the relay's host and port (a `no-cors` request to
 * `/health`, which our relay serves: any answer counts, only a refused or timed-out connection
 * fails). The WalletConnect client opens
 * its socket lazily and retries quietly, so without this a wrong relay URL looks like a pairing
 * that never completes. Throws `HTTP_ERROR` "Cannot reach the relay at …", or `INVALID_OPTIONS`
 * for a URL that is not ws(s).
 */
export async function probeRelay({
  relayUrl,
  timeoutMs = 3_000,
  fetchFn = globalThis.fetch,
}: ProbeRelayParameters): Promise<void> {
  let url: URL
  try {
    url = new URL(relayUrl)
  } catch (cause) {
    throw new AirlockError(ErrorCode.INVALID_OPTIONS, `The relay URL is not a URL: ${relayUrl}`, {
      cause,
    })
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') {
    throw new AirlockError(ErrorCode.INVALID_OPTIONS, `The relay URL must be ws:// or wss://`, {
      details: relayUrl,
    })
  }
  url.protocol = url.protocol === 'ws:' ? 'http:' : 'https:'
  url.search = ''
  // Our relay answers 200 on /health (its root is a 404, which a browser logs as an error).
  if (url.pathname === '/') url.pathname = '/health'
  try {
    await fetchFn(url, {
      mode: 'no-cors',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (cause) {
    throw new AirlockError(ErrorCode.HTTP_ERROR, `Cannot reach the relay at ${relayUrl}`, {
      details: 'Is the local stack running? Start it with `npm start` (the relay listens on 4320).',
      cause,
    })
  }
}

/** What {@link createDemoNonceIssuer} returns. */
export type DemoNonceIssuer = {
  /** A fresh nonce: 16 random bytes as 32 hex digits, remembered as issued. */
  issue: () => string
  /** Whether this issuer handed out `nonce` (and has not forgotten it yet). */
  has: (nonce: string) => boolean
  /** The remembered nonces, oldest first. */
  issued: () => string[]
}

/** The storage key the demo's issuer keeps its nonces under. */
const KEY = 'airlock-demo/siwx-nonces'

/**
 * The demo page's stand-in for a dapp server's nonce endpoint: `issue()` makes a random nonce
 * (what `siwx.getNonce()` answers the modal with) and remembers it, so that the page can later
 * check that a signed sign-in message carries a nonce it issued. A real dapp keeps these on its
 * server and accepts each once; the demo keeps the last `limit` in the page's `localStorage` (so
 * that a session restored after a reload still checks out), or in memory without storage.
 */
export function createDemoNonceIssuer(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  options: { limit?: number; fillRandom?: (bytes: Uint8Array) => Uint8Array } = {},
): DemoNonceIssuer {
  const limit = options.limit ?? 50
  const fillRandom =
    options.fillRandom ?? ((bytes: Uint8Array) => globalThis.crypto.getRandomValues(bytes))
  let memory: string[] = []
  const read = (): string[] => {
    if (!storage) return memory
    try {
      const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter((each) => typeof each === 'string') : memory
    } catch {
      return memory
    }
  }
  const write = (nonces: string[]) => {
    memory = nonces
    try {
      storage?.setItem(KEY, JSON.stringify(nonces))
    } catch {
      // Storage full or blocked: the nonces stay in memory for this page.
    }
  }
  return {
    issue: () => {
      const bytes = fillRandom(new Uint8Array(16))
      const nonce = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
      write([...read(), nonce].slice(-limit))
      return nonce
    },
    has: (nonce) => read().includes(nonce),
    issued: () => [...read()],
  }
}

/**
 * The parts of a `UniversalProvider` that {@link skipStartupReplay} reads and changes. The engine
 * is private in the SDK's types (`@walletconnect/sign-client` 2.25); `walletConnect.relay.test.ts`
 * pins these parts against the real SDK.
 */
export type SkipStartupReplayTarget = {
  client?: {
    /** The sign client's session store; `keys` are the session topics it holds. */
    session?: { readonly keys: readonly string[] } | undefined
    /** The sign client's engine, with its one-time replay pass. */
    engine?: { processPendingMessageEvents?: unknown } | undefined
  }
}

/**
 * `true` when the replay pass was turned off, `false` when it was left as it is (a session was
 * restored, or the SDK no longer has the pass).
 */
export type SkipStartupReplayReturnType = boolean

/**
 * Turns off the sign client's one-time replay of unacknowledged session messages for a client
 * that starts without a session. Call it right after `UniversalProvider.init`.
 *
 * Why: one second after init the 2.25 sign client hands every message of its sessions that it
 * stored but has not yet acknowledged to its handlers again (`processPendingMessageEvents`, meant
 * for messages a previous page left unhandled). It acknowledges a message only once its handler
 * is done, so when the wallet's session settlement arrives about one second after init (a fast
 * wallet; the end-to-end tests), the pass catches it while it is being handled: the settlement is
 * handled twice, the second time after its pending session was used up, and the SDK logs
 * `Pending session not found for topic …` at error level (the session itself still connects).
 * Without a session at init the pass has nothing of its own to do: every message it could find
 * is at that moment being handled already. A client that restored a session keeps the pass, for
 * that session's leftovers.
 */
export function skipStartupReplay(provider: SkipStartupReplayTarget): SkipStartupReplayReturnType {
  const engine = provider.client?.engine
  const sessions = provider.client?.session?.keys
  if (!engine || !sessions || sessions.length > 0) return false
  if (typeof engine.processPendingMessageEvents !== 'function') return false
  // The engine's timer calls it as a method of the instance: this own property shadows it.
  engine.processPendingMessageEvents = async () => undefined
  return true
}

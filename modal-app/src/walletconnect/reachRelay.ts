import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { RELAY_CONNECT_TIMEOUT_MS } from '../state/constants.ts'
import { relayUnreachableMessage } from './relayUnreachableMessage.ts'
import type { WalletConnectRelayer } from './WalletConnectClient.ts'

/** Options of {@link reachRelay}. */
export type ReachRelayOptions = {
  /** How long to wait for the socket, e.g. 10_000. */
  timeoutMs?: number | undefined
  /**
   * When the relay cannot be reached, close the transport so that the SDK stops retrying. Only
   * when nothing else needs the socket: a live session wants the SDK's own reconnect (the relay
   * may come back, and the session re-subscribes).
   */
  closeOnFailure: boolean
  /**
   * Stops waiting (the view went away): resolves quietly and leaves the transport alone. Another
   * pairing may be waiting on the same socket attempt, and a close then would mark the socket it
   * opens as closed on purpose, so the SDK would not reconnect it after a relay outage.
   */
  signal?: AbortSignal | undefined
}

/** What {@link reachRelay} resolves with: `aborted` when `signal` stopped the wait. */
export type ReachRelayReturnType = 'connected' | 'aborted'

/**
 * Opens the WalletConnect relay's socket before a pairing needs it, within `timeoutMs`
 * ({@link RELAY_CONNECT_TIMEOUT_MS} by default). Without it, `connect()` against a relay that is
 * down or misconfigured neither shows a URI nor fails: the SDK retries on its own for minutes. So
 * nothing of the pairing exists yet while this waits (no topic, no proposal, nothing queued), and
 * when the relay cannot be reached, closing the transport leaves the SDK nothing to retry.
 *
 * Resolves at once when the socket is open already.
 *
 * @throws {AirlockError} `HTTP_ERROR` "The WalletConnect relay at <host> cannot be reached." (data
 * `{ relayUrl }`) when the socket did not open in time, the SDK gave up, or it refused to try
 * (offline).
 */
export async function reachRelay(
  relayer: WalletConnectRelayer,
  options: ReachRelayOptions,
): Promise<ReachRelayReturnType> {
  if (relayer.connected) return 'connected'
  const open = relayer.toEstablishConnection
  // Not in this SDK version (see WalletConnectRelayer): the pairing goes on as before.
  if (typeof open !== 'function') return 'connected'
  const { signal } = options
  if (signal?.aborted) return 'aborted'
  const timeoutMs = options.timeoutMs ?? RELAY_CONNECT_TIMEOUT_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  let onAbort: (() => void) | undefined
  const ended = new Promise<'timeout' | 'aborted'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
    onAbort = () => resolve('aborted')
    signal?.addEventListener('abort', onAbort, { once: true })
  })
  let outcome: 'timeout' | 'aborted' | { error: unknown } | undefined
  try {
    // A round of the SDK's attempts (about 15 s against a refused port). A round that was already
    // running when a closed transport ended it (Try again right after a failure) resolves at
    // once without a socket: one more round then. A second round without a socket: the SDK gave up.
    for (let round = 0; round < 2 && outcome === undefined && !relayer.connected; round += 1) {
      outcome = await Promise.race([
        open.call(relayer).then(
          () => undefined,
          (error: unknown) => ({ error }),
        ),
        ended,
      ])
    }
  } finally {
    clearTimeout(timer)
    if (onAbort) signal?.removeEventListener('abort', onAbort)
  }
  if (relayer.connected) return 'connected'
  if (outcome === 'aborted') return 'aborted'
  // The SDK's attempts end at their next step once the transport is closed explicitly.
  if (options.closeOnFailure) await relayer.transportClose().catch(() => undefined)
  const cause = typeof outcome === 'object' ? outcome.error : undefined
  throw new AirlockError(ErrorCode.HTTP_ERROR, relayUnreachableMessage(relayer.relayUrl), {
    details:
      outcome === 'timeout'
        ? `No WebSocket to ${relayer.relayUrl} opened within ${timeoutMs} ms.`
        : cause === undefined
          ? `The WalletConnect SDK gave up connecting to ${relayer.relayUrl}.`
          : cause instanceof Error
            ? cause.message
            : String(cause),
    data: { relayUrl: relayer.relayUrl },
    cause,
  })
}

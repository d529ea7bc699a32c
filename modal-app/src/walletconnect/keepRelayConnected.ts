import type { WalletConnectClient } from './WalletConnectClient.ts'

/**
 * Waits between the modal's own attempts to reopen the relay socket of a live session. The first
 * leaves the SDK its own reconnect (100 ms after the drop, 5 attempts over about 10 s).
 */
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 20_000, 30_000] as const

/**
 * Brings the relay socket of a live WalletConnect session back after the relay went away, for as
 * long as the session lasts. The SDK reconnects once (its 5 attempts) and then never again, and
 * not at all when its transport was closed on purpose earlier, so after a longer outage the
 * session would stay deaf to the wallet until a reload. Also tries at once when the browser comes
 * back online. Returns a function that stops watching.
 */
export function keepRelayConnected(client: WalletConnectClient): () => void {
  const relayer = client.client.core.relayer
  let timer: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let stopped = false

  const schedule = () => {
    if (timer !== undefined || stopped) return
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 30_000
    timer = setTimeout(() => {
      timer = undefined
      void attempt()
    }, delay)
  }
  const attempt = async () => {
    if (stopped || !client.session || relayer.connected) return
    const open = relayer.toEstablishConnection
    if (typeof open !== 'function') return
    // The SDK's own round may still be running: joining it costs nothing, it shares the attempt.
    await open.call(relayer).catch(() => undefined)
    if (relayer.connected) {
      failures = 0
      return
    }
    failures += 1
    schedule()
  }
  const disconnected = () => {
    if (client.session) schedule()
  }
  const connected = () => {
    failures = 0
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const online = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    void attempt()
  }
  relayer.on('relayer_disconnect', disconnected)
  relayer.on('relayer_connect', connected)
  globalThis.addEventListener?.('online', online)
  return () => {
    stopped = true
    if (timer !== undefined) clearTimeout(timer)
    relayer.off('relayer_disconnect', disconnected)
    relayer.off('relayer_connect', connected)
    globalThis.removeEventListener?.('online', online)
  }
}

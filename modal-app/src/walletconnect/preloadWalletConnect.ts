import { loadWalletConnect } from './loadWalletConnect.ts'

/** Options of {@link preloadWalletConnect}. */
export type PreloadWalletConnectOptions = {
  /** Injectable for tests: loads the SDK's chunk (`loadWalletConnect`). */
  load?: (() => Promise<unknown>) | undefined
  /** Where the visitor's pointer, focus and touches are seen: the modal's document by default. */
  target?: EventTarget | undefined
  scheduler?: PreloadScheduler | undefined
}

/** The scheduling functions {@link preloadWalletConnect} uses; injectable for tests. */
type PreloadScheduler = {
  requestIdleCallback?:
    | ((callback: () => void, options?: { timeout: number }) => number)
    | undefined
  setTimeout: (callback: () => void, ms: number) => unknown
}

/** A pointer over a row, a focus on it (keyboard), a finger on it (phone, before the click). */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Loads the WalletConnect SDK's chunk (142 KB gzip) when the visitor shows intent to pair: a
 * pointer over, a focus on or a touch of Connect's WalletConnect row, its All Wallets tile (the
 * list's wallets pair) or a wallet app row (phone), rather than at the first open. At the next idle
 * time (1 s at most) and only if the row is still there: its evaluation would hold the frame of a
 * click that came first (All Wallets' rows, the QR code). Only the chunk: the client starts with the pairing view, which
 * shows its own URI meanwhile (see `startPairing`), so nothing connects to a relay before the
 * click. Loaded once (`loadWalletConnect` keeps it); a failed load is retried on the next sign.
 * Returns the function that stops listening.
 */
export function preloadWalletConnect(options: PreloadWalletConnectOptions = {}): () => void {
  const load = options.load ?? loadWalletConnect
  const target = options.target ?? globalThis.document
  const scheduler = options.scheduler ?? (globalThis as unknown as PreloadScheduler)
  if (!target) return () => undefined
  let scheduled = false
  const onIntent = (event: Event) => {
    const row = rowLeadingToWalletConnect(event.target)
    if (scheduled || !row) return
    scheduled = true
    const run = () => {
      scheduled = false
      // Clicked meanwhile: the next view renders first (the pairing view starts the SDK once its
      // code is painted); the chunk's evaluation would hold that frame, most on a phone.
      if (row.isConnected) load().catch(() => undefined)
    }
    if (typeof scheduler.requestIdleCallback === 'function') {
      scheduler.requestIdleCallback(run, { timeout: 1_000 })
    } else scheduler.setTimeout(run, 0)
  }
  for (const type of INTENT_EVENTS) {
    target.addEventListener(type, onIntent, { capture: true, passive: true })
  }
  return () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, { capture: true })
  }
}

/**
 * The row of Connect around `target` that leads to a pairing, if any: the rows marked
 * `data-pairing-row` (WalletConnect, the All Wallets tile, the wallet apps;
 * `preloadWalletConnect.test.tsx` renders Connect and pins that they are marked).
 */
function rowLeadingToWalletConnect(target: EventTarget | null): Element | undefined {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return undefined
  return target.closest('[data-pairing-row]') ?? undefined
}

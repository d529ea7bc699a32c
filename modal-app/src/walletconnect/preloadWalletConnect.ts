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
export type PreloadScheduler = {
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
 * time (1 s at most), so that its evaluation never delays the frame of the click that follows
 * (All Wallets' rows, the QR code). Only the chunk: the client starts with the pairing view, which
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
  const run = () => {
    scheduled = false
    load().catch(() => undefined)
  }
  const onIntent = (event: Event) => {
    if (scheduled || !leadsToWalletConnect(event.target)) return
    scheduled = true
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
 * Whether `target` is in one of Connect's rows that lead to a pairing, read from the rendered rows
 * (`ListRow`'s title and subtitle in the wallets section; `preloadWalletConnect.test.tsx` renders
 * Connect and pins that its rows are recognised).
 */
function leadsToWalletConnect(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false
  const row = target.closest('.al-wallets .al-list-row')
  if (!row) return false
  const title = row.querySelector('.al-list-row-title')?.textContent
  const subtitle = row.querySelector('.al-list-row-sub')?.textContent
  return title === 'WalletConnect' || title === 'All Wallets' || subtitle === 'App'
}

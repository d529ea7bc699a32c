import { loadWalletConnect } from './loadWalletConnect.ts'

/** Options of {@link preloadWalletConnect}. */
export type PreloadWalletConnectOptions = {
  /**
   * What a sign of intent starts: the client (`WalletConnectWiring.client`, where the project has
   * its own relay) or only the SDK's chunk (`loadWalletConnect`, the default). Called again on each
   * sign: both return the same promise while it lasts and forget a failure.
   */
  start?: (() => Promise<unknown>) | undefined
  /** Where the visitor's pointer, focus and touches are seen: the modal's document by default. */
  target?: EventTarget | undefined
}

/** A pointer over a row, a focus on it (keyboard), a finger on it (phone, before the click). */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Starts the WalletConnect SDK when the visitor shows intent to pair: a pointer over, a focus on
 * or a touch of Connect's WalletConnect row, its All Wallets tile (the list's wallets pair) or a
 * wallet app row (phone), so that it loads while the hand moves to the click rather than at the
 * first open (the SDK chunk is 142 KB gzip). The pairing view shows its own URI at the click
 * either way (see `startPairing`). Returns the function that stops listening.
 */
export function preloadWalletConnect(options: PreloadWalletConnectOptions = {}): () => void {
  const start = options.start ?? loadWalletConnect
  const target = options.target ?? globalThis.document
  if (!target) return () => undefined
  const onIntent = (event: Event) => {
    if (leadsToWalletConnect(event.target)) start().catch(() => undefined)
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

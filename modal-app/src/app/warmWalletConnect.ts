import { modalOpenAtom } from '../state/modal.ts'
import { viewAtom } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'
import { preloadView } from '../ui/ViewRouter.tsx'

/** The scheduling functions {@link warmWalletConnect} uses; injectable for tests. */
export type AfterPaintScheduler = {
  requestAnimationFrame?: ((callback: () => void) => number) | undefined
  requestIdleCallback?:
    | ((callback: () => void, options?: { timeout: number }) => number)
    | undefined
  setTimeout: (callback: () => void, ms: number) => unknown
}

/** Options of {@link warmWalletConnect}. */
export type WarmWalletConnectOptions = {
  /** Injectable for tests: loads the pairing view's chunk (its QR code and URI maker). */
  preload?: (() => Promise<unknown>) | undefined
  scheduler?: AfterPaintScheduler | undefined
}

/**
 * Each time the open modal shows Connect, once that frame is painted and the modal idle, loads
 * the pairing view's chunk (ConnectingWalletConnect: the QR code, the URI maker and the pairing
 * code), so that a click on WalletConnect renders its QR code at once, also after a look at All
 * Wallets. Not the SDK: the view makes its URI itself, and the SDK loads on intent
 * (`preloadWalletConnect`) or at the click. Nothing before the first open.
 */
export function warmWalletConnect(store: Store, options: WarmWalletConnectOptions = {}): void {
  const scheduler = options.scheduler ?? (globalThis as unknown as AfterPaintScheduler)
  const preload = options.preload ?? (() => preloadView('ConnectingWalletConnect'))
  let showing = false
  const check = () => {
    const now = store.get(modalOpenAtom) && store.get(viewAtom) === 'Connect'
    if (now && !showing) {
      afterPaintIdle(scheduler, () => {
        if (store.get(modalOpenAtom)) preload().catch(() => undefined)
      })
    }
    showing = now
  }
  store.sub(modalOpenAtom, check)
  store.sub(viewAtom, check)
  check()
}

/** Runs `task` after the next painted frame, once the page is idle (at most 1 s later). */
function afterPaintIdle(scheduler: AfterPaintScheduler, task: () => void): void {
  const idle = () =>
    typeof scheduler.requestIdleCallback === 'function'
      ? scheduler.requestIdleCallback(task, { timeout: 1_000 })
      : scheduler.setTimeout(task, 0)
  // A task queued from a frame callback runs after that frame's paint.
  if (typeof scheduler.requestAnimationFrame === 'function') {
    scheduler.requestAnimationFrame(() => scheduler.setTimeout(idle, 0))
  } else scheduler.setTimeout(idle, 0)
}

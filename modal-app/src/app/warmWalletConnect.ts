import { modalOpenAtom } from '../state/modal.ts'
import { viewAtom } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'
import type { WalletConnectClient } from '../walletconnect/WalletConnectClient.ts'

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
  /** The app's client, started on first call (`WalletConnectWiring.client`). */
  client: () => Promise<WalletConnectClient>
  /** Injectable for tests: the module that warms (loaded on first use, never at boot). */
  load?: (() => Promise<typeof import('./warmPairing.ts')>) | undefined
  scheduler?: AfterPaintScheduler | undefined
}

/**
 * Each time the open modal shows Connect, once that frame is painted and the modal idle, makes
 * WalletConnect ready for a click on it (`warmPairing`: the pairing view's code, the client, a
 * pairing), so that its QR code shows at once, also when the visitor picks WalletConnect after a
 * look at All Wallets. Nothing before the first open; the pairing is dropped when the modal
 * closes (spec §2: closing clears the pairing).
 */
export function warmWalletConnect(store: Store, options: WarmWalletConnectOptions): void {
  const scheduler = options.scheduler ?? (globalThis as unknown as AfterPaintScheduler)
  const load = options.load ?? (() => import('./warmPairing.ts'))
  let showing = false
  let warmed = false
  // The client a pairing was prepared for in this opening.
  let prepared: WalletConnectClient | undefined
  // One after the other: a drop at close ends before the warming of a quick reopen starts.
  let queue: Promise<unknown> = Promise.resolve()
  const enqueue = (task: (module: Awaited<ReturnType<typeof load>>) => Promise<void>) => {
    queue = queue.then(() => load().then(task)).catch(() => undefined)
  }
  const check = () => {
    const open = store.get(modalOpenAtom)
    const now = open && store.get(viewAtom) === 'Connect'
    if (!open && warmed) {
      warmed = false
      enqueue(async ({ dropWarmPairing }) => {
        if (prepared) await dropWarmPairing(prepared)
        prepared = undefined
      })
    }
    if (now && !showing) {
      afterPaintIdle(scheduler, () => {
        if (!store.get(modalOpenAtom)) return
        warmed = true
        enqueue(async ({ warmPairing }) => {
          prepared = (await warmPairing(store, options.client)) ?? prepared
        })
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

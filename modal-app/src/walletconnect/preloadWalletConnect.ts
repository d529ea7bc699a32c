import { loadWalletConnect } from './loadWalletConnect.ts'

/** The scheduling functions {@link preloadWalletConnect} uses; injectable for tests. */
export type PreloadScheduler = {
  requestIdleCallback?:
    | ((callback: () => void, options?: { timeout: number }) => number)
    | undefined
  setTimeout: (callback: () => void, ms: number) => unknown
}

/**
 * Loads the WalletConnect chunk once the modal is idle (`requestIdleCallback`, at most 5 s later;
 * a 2 s timer where there is none), so that it is ready when the visitor picks WalletConnect but
 * never competes with the first paint. A failed load is left to the next real use.
 */
export function preloadWalletConnect(
  scheduler: PreloadScheduler = globalThis as unknown as PreloadScheduler,
  load: () => Promise<unknown> = loadWalletConnect,
): void {
  const run = () => {
    load().catch(() => undefined)
  }
  if (typeof scheduler.requestIdleCallback === 'function') {
    scheduler.requestIdleCallback(run, { timeout: 5_000 })
  } else {
    scheduler.setTimeout(run, 2_000)
  }
}

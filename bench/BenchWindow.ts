import type { DialogProbe } from './installDialogProbe.ts'

/**
 * What the bench pages and the dialog probe leave on `window` (typed here, not as globals, so they
 * do not clash with the browser tests' own window types). Cast inside `evaluate` callbacks:
 * `(window as unknown as BenchWindow).__clickAt`.
 *
 * @example
 * ```ts
 * await page.evaluate(() => (window as unknown as BenchWindow).airlock.modal.getState().ready)
 * ```
 */
export type BenchWindow = {
  /** Modal frame: the dialog probe. */
  __dialogProbe: DialogProbe
  /** Host page: epoch milliseconds of each click on Connect Wallet. */
  __clickAt: number[]
  /** Fresh page: epoch milliseconds when its script called createModal(). */
  __startedAt: number
  /** Host pages with the SDK: the instance. */
  airlock: { modal: { getState(): { ready: boolean; open: boolean }; close(): Promise<unknown> } }
}

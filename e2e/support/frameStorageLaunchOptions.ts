import { chromiumLaunchOptions } from './chromiumLaunchOptions.ts'

/**
 * Chromium as {@link chromiumLaunchOptions}, but with the modal's storage in the iframe allowed.
 * Under Playwright this Chromium blocks third-party storage (third-party cookie phase-out with
 * storage partitioning off), so the modal falls back to memory and nothing survives a reload of
 * the modal. Specs that check what storage keeps (silent reconnect, SIWX sessions) use this, as
 * a browser that gives the frame (partitioned) storage would.
 *
 * @example
 * ```ts
 * test.use({ launchOptions: frameStorageLaunchOptions })
 * ```
 */
export const frameStorageLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, '--disable-features=TrackingProtection3pcd'],
}

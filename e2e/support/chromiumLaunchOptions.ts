/**
 * How every browser test and the bench launch Chromium: the Debian package, headless, with the
 * background services that would phone home switched off.
 *
 * @example
 * ```ts
 * const browser = await chromium.launch(chromiumLaunchOptions)
 * ```
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.AIRLOCK_CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

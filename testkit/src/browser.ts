/**
 * Playwright's own `--disable-features` list (playwright-core `chromiumSwitches.ts`, 1.65) minus
 * `ThirdPartyStoragePartitioning`. Playwright turns partitioning off; this Chromium, with the
 * third-party cookie phase-out on, then blocks storage in a cross-site iframe (`SecurityError`)
 * instead of partitioning it as Chrome, Firefox and Safari do for our visitors. Chromium keeps
 * only the last `--disable-features` switch, and user args come after Playwright's, so this list
 * replaces Playwright's: it must carry the rest of it. `storage-partitioning.spec.ts` fails when
 * Playwright's list changes.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * How every browser test and the bench launch Chromium: the Debian package, headless, with the
 * background services that would phone home switched off, and third-party storage partitioned
 * by top-level site as in a visitor's browser (Playwright turns that off; see
 * `DISABLED_FEATURES`).
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
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ],
}

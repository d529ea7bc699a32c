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
 * Chromium as visitors run it (the Debian package, the whole browser, headless), with the
 * background services that would phone home switched off, and third-party storage partitioned
 * by top-level site as in a visitor's browser (Playwright turns that off; see
 * `DISABLED_FEATURES`). The bench measures in it, and the browser tests whose subject is the
 * browser's own layer run in it (see {@link headlessShellLaunchOptions}).
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

/**
 * The same Chromium without the browser around the engine (Debian's `chromium-headless-shell`,
 * what Playwright itself runs headless tests in): Blink, V8 and the network stack as in
 * {@link chromiumLaunchOptions}, at about three quarters of the CPU per page. The shell isolates
 * no site by default; `--site-per-process` puts the modal's iframe in a process of its own, as
 * desktop Chrome does (without it, Playwright could not scroll the page to a button inside the
 * inline modal). It lacks what the browser layer adds: the popup blocker, and text drawn as the
 * browser draws it (the gallery's pictures). The specs that test those run in
 * {@link chromiumLaunchOptions}.
 */
export const headlessShellLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: process.env.AIRLOCK_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell',
  args: [...chromiumLaunchOptions.args, '--site-per-process'],
}

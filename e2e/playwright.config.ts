import { chromiumLaunchOptions, headlessShellLaunchOptions } from '@airlock/testkit/browser'
import { defineConfig } from '@playwright/test'

/**
 * The gallery's files compare the modal with its pictures, whose text is drawn as the whole
 * browser draws it (the headless shell draws glyphs with other edges). They run in
 * the whole Chromium, as the project `gallery`, first: they are among the longest files.
 */
const galleryFile = /\/gallery(-[a-z]+)?\.spec\.ts$/

/**
 * The other test files that take longest, about 50 s or more with their stack's start on a quiet
 * two-core machine. Playwright hands out files in alphabetical order to whichever worker is free,
 * so a long file that came late (`wallets`, `walletconnect`) could keep one worker busy for
 * minutes after the other ran out of files. The project `long` runs these after the gallery; the
 * short files then fill in at the end on both workers.
 */
const LONGEST_FILES = [
  'embedded-wallet',
  'mobile',
  'namespaces',
  'send',
  'siwx',
  'swap',
  'views',
  'walletconnect',
  'wallets',
]
const longestFile = new RegExp(`/(${LONGEST_FILES.join('|')})\\.spec\\.ts$`)

/**
 * Browser tests: real Chromium (the Debian package), the demo host and the modal on two sites
 * served in-process by globalSetup. `npm run test:e2e` builds the apps first.
 */
export default defineConfig({
  testDir: './tests',
  // Another directory for a second run at the same time (Playwright empties it when it starts).
  outputDir: process.env.AIRLOCK_E2E_OUTPUT_DIR ?? '../test-results/e2e',
  globalSetup: './support/setup.ts',
  // Two workers, one per core: each chain spec starts its own stack (`useChainStack`), and the
  // shared stack of globalSetup only serves files, so files running side by side share nothing.
  // This took the browser tests from 19 to 13 minutes on the two-core machine.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  // Projects run in the order listed, the files of each in alphabetical order.
  projects: [
    { name: 'gallery', testMatch: galleryFile, use: { launchOptions: chromiumLaunchOptions } },
    { name: 'long', testMatch: longestFile },
    { name: 'short', testIgnore: [galleryFile, longestFile] },
  ],
  // As before the projects, whose names would otherwise join the pictures' file names.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{-snapshotSuffix}{ext}',
  use: {
    browserName: 'chromium',
    // The headless shell: the same engine at about three quarters of the CPU. The gallery (its
    // pictures) and mobile (the popup blocker) test the browser's own layer, in the whole one.
    launchOptions: headlessShellLaunchOptions,
    // Off: recording cost about a sixth of the run on two cores (the browser streams each page's
    // frames and DOM to the worker), and CI keeps only the log. For a failing test, run its file
    // again with `--trace on`. Its screencast also kept a tab behind another drawing frames: a
    // test acting on two pages opens the second on another device (`openOtherDevice`) or brings
    // the page it acts on to the front.
    trace: 'off',
    // The flows' subject is not motion: without it no click waits out a view's slide-in, and no
    // spinner keeps the compositor busy (12.8 → 9.7 min on two cores). open-close and views keep
    // the motion most visitors see, and open-close checks that reduced motion stops it.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
})

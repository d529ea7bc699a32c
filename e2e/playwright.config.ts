import { chromiumLaunchOptions } from '@airlock/testkit/browser'
import { defineConfig } from '@playwright/test'

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
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})

import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
// The root is no workspace, and the default config loader only bundles files it reaches by path.
import { preactCompat } from './modal-app/build/preactCompat.ts'

/**
 * Unit tests of every workspace; browser tests live in e2e/ and run under Playwright. The modal
 * ships on Preact, so its tests run there too; the host side (host-sdk's React entry, demo-host)
 * keeps React.
 */
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Each file gets fresh modules (vitest's default isolation). Sharing them (`isolate: false`)
    // saved about 77 s, but Connect's and ConnectingWalletConnect's tests then failed when run as
    // a subset: their outcome depended on which files ran before them in the worker.
    // Vitest leaves a core to its main process, which mostly waits: on the two-core CI machine
    // that ran one file at a time. One worker per core takes the unit run from 5 to 3 minutes.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'workspaces',
          include: [
            '{shared-protocol,host-sdk,local-stack,demo-host,testkit,wallet-frame}/src/**/*.test.{ts,tsx}',
            'demo-host/mobile-wallet/src/**/*.test.{ts,tsx}',
            'host-sdk/pack/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        plugins: [preactCompat()],
        // Its `main` is CommonJS, whose `require('react-dom')` no plugin sees: take its ES build.
        resolve: {
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'modal-app',
          include: ['modal-app/src/**/*.test.{ts,tsx}', 'modal-app/build/**/*.test.ts'],
          setupFiles: ['modal-app/vitest.setup.ts'],
          // Node would load these libraries itself and hand them real React: Vite loads them so
          // that their React imports reach Preact too.
          server: {
            deps: {
              inline: [
                '@testing-library/react',
                'jotai',
                'lucide-react',
                '@tanstack/react-virtual',
              ],
            },
          },
        },
      },
    ],
  },
})

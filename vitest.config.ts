import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/** Unit tests of every workspace; browser tests live in e2e/ and run under Playwright. */
export default defineConfig({
  test: {
    include: [
      '{shared-protocol,host-sdk,modal-app,local-stack,demo-host,testkit,wallet-frame}/src/**/*.test.{ts,tsx}',
      'demo-host/mobile-wallet/src/**/*.test.{ts,tsx}',
      'host-sdk/pack/**/*.test.ts',
      'modal-app/build/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    // Each file gets fresh modules (vitest's default isolation). Sharing them (`isolate: false`)
    // saved about 77 s, but Connect's and ConnectingWalletConnect's tests then failed when run as
    // a subset: their outcome depended on which files ran before them in the worker.
    // Vitest leaves a core to its main process, which mostly waits: on the two-core CI machine
    // that ran one file at a time. One worker per core takes the unit run from 5 to 3 minutes.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
  },
})

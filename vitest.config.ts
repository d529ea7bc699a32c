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
    // A worker keeps its modules from one test file to the next instead of importing React, viem
    // and the views again for each of the 377 files: imports were 159 of the 231 s on two cores.
    // The setup file empties the shared page and storage after each file; a file that needs
    // fresh module state must reset it itself.
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    // Vitest leaves a core to its main process, which mostly waits: on the two-core CI machine
    // that ran one file at a time. One worker per core takes the unit run from 5 to 3 minutes.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
  },
})

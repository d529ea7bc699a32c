import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Unit and integration tests of the demo mobile wallet (the root config only collects
 * `demo-host/src`): `npx vitest run -c demo-host/mobile-wallet/vitest.config.ts`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
})

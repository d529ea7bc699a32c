import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Where the browser tests find their files: the test pages, and the host SDK bundle that
 * globalSetup builds for them (under node_modules/.cache, so git and Biome ignore it).
 */
export const E2E_PATHS = {
  root,
  pagesDir: `${root}e2e/pages/`,
  cacheDir: `${root}node_modules/.cache/airlock-e2e/`,
  hostSdkEntry: `${root}host-sdk/src/index.ts`,
  hostSdkBundle: `${root}node_modules/.cache/airlock-e2e/host-sdk.js`,
}

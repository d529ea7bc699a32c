import { build } from 'esbuild'
import { E2E_PATHS } from './E2E_PATHS.ts'

/**
 * Bundles `host-sdk/src/index.ts` into one ES module for the test pages, so they exercise the SDK
 * source of this checkout and do not depend on the demo build.
 */
export async function buildHostSdkBundle(): Promise<void> {
  await build({
    entryPoints: [E2E_PATHS.hostSdkEntry],
    outfile: E2E_PATHS.hostSdkBundle,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    sourcemap: 'inline',
    logLevel: 'warning',
  })
}

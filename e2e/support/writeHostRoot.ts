import { cp, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { E2E_PATHS } from './E2E_PATHS.ts'

/** The folder, under the host root, that holds the test pages. */
export const TEST_PAGES_FOLDER = '__e2e__'

/**
 * Makes the folder the test stack's demo host serves: the built demo host, plus the test pages
 * and the SDK bundle under `__e2e__/`. The pages are served by the real host server (not by a
 * Playwright route) so that the browser sees a real loopback server behind them, as it does for
 * the modal; a routed response has no address and Chromium's Local Network Access checks would
 * then block the modal iframe.
 */
export async function writeHostRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'airlock-e2e-host-'))
  await cp(`${E2E_PATHS.root}demo-host/dist`, root, { recursive: true })
  await cp(E2E_PATHS.pagesDir, join(root, TEST_PAGES_FOLDER), { recursive: true })
  await cp(E2E_PATHS.hostSdkBundle, join(root, TEST_PAGES_FOLDER, 'host-sdk.js'))
  return root
}

import { startStack } from '../../local-stack/src/start.ts'
import { buildHostSdkBundle } from './buildHostSdkBundle.ts'
import { startPagesServer } from './startPagesServer.ts'

/**
 * Builds the SDK bundle for the test pages, starts the local stack (demo host + modal, built by
 * `npm run build` beforehand) and the test page server on free ports, so a running `npm start`
 * does not get in the way, and publishes the ports to the workers. Returns the teardown that
 * stops every server.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildHostSdkBundle()
  const stack = await startStack({ hostPort: 0, modalPort: 0 })
  const pages = await startPagesServer(0).catch(async (error: unknown) => {
    await stack.stop()
    throw error
  })
  process.env.AIRLOCK_E2E_HOST_PORT = new URL(stack.urls.host).port
  process.env.AIRLOCK_E2E_MODAL_PORT = new URL(stack.urls.modal).port
  process.env.AIRLOCK_E2E_PAGES_PORT = String(pages.port)
  return async () => {
    await Promise.all([stack.stop(), pages.stop()])
  }
}

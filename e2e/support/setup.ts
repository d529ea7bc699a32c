import { createRelayService } from '@airlock/local-stack/stack'
import { buildHostSdkBundle } from './buildHostSdkBundle.ts'
import { startPagesServer } from './startPagesServer.ts'
import { startStackOnCopies } from './startStackOnCopies.ts'

/**
 * Builds the SDK bundle for the test pages, starts the local stack (the demo host, built by
 * `npm run build` beforehand, with the test pages beside it, a copy of the built modal and the
 * WalletConnect relay on a free port) and a
 * second server for the test pages on free ports, so a running `npm start` does not get in the
 * way, and publishes the ports to the workers. Returns the teardown that stops every server.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildHostSdkBundle()
  // The relay, so that a WalletConnect view pairs against it (the served project points at it).
  // Its stop() removes the copies of the builds too.
  const stack = await startStackOnCopies({ services: [createRelayService({ port: 0 })] })
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

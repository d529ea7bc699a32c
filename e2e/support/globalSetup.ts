import { rm } from 'node:fs/promises'
import { createRelayService, startStack } from '../../local-stack/src/start.ts'
import { buildHostSdkBundle } from './buildHostSdkBundle.ts'
import { copyModalBuild } from './copyModalBuild.ts'
import { E2E_PATHS } from './E2E_PATHS.ts'
import { startPagesServer } from './startPagesServer.ts'
import { writeHostRoot } from './writeHostRoot.ts'

/**
 * Builds the SDK bundle for the test pages, starts the local stack (the demo host, built by
 * `npm run build` beforehand, with the test pages beside it, a copy of the built modal and the
 * WalletConnect relay on a free port) and a
 * second server for the test pages on free ports, so a running `npm start` does not get in the
 * way, and publishes the ports to the workers. Returns the teardown that stops every server.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildHostSdkBundle()
  const hostRoot = await writeHostRoot()
  const modalRoot = await copyModalBuild(E2E_PATHS.root)
  const removeCopies = () =>
    Promise.all([hostRoot, modalRoot].map((dir) => rm(dir, { recursive: true, force: true })))
  // The relay, so that a WalletConnect view pairs against it (the served project points at it).
  const stack = await startStack({
    hostRoot,
    modalRoot,
    hostPort: 0,
    modalPort: 0,
    services: [createRelayService({ port: 0 })],
  }).catch(async (error: unknown) => {
    await removeCopies()
    throw error
  })
  const pages = await startPagesServer(0).catch(async (error: unknown) => {
    await stack.stop()
    await removeCopies()
    throw error
  })
  process.env.AIRLOCK_E2E_HOST_PORT = new URL(stack.urls.host).port
  process.env.AIRLOCK_E2E_MODAL_PORT = new URL(stack.urls.modal).port
  process.env.AIRLOCK_E2E_PAGES_PORT = String(pages.port)
  return async () => {
    await Promise.all([stack.stop(), pages.stop()])
    await removeCopies()
  }
}

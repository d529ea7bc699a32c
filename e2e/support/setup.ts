import { mkdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { basename } from 'node:path'
import { writeDemoChainState } from '@airlock/local-stack/chains'
import { createRelayService } from '@airlock/local-stack/stack'
import { build } from 'esbuild'
import { E2E_PATHS, startStackOnCopies } from './stack.ts'

/**
 * Builds the SDK bundle for the test pages, writes the states of the two demo EVM chains that
 * every chain stack's anvils load (`createDemoAnvilService`), starts the local stack (the demo
 * host, built by `npm run build` beforehand, with the test pages beside it, a copy of the built
 * modal and the WalletConnect relay on a free port) and a second server for the test pages on
 * free ports, so a running `npm start` does not get in the way, and publishes the ports to the
 * workers. Returns the teardown that stops every server.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await mkdir(E2E_PATHS.cacheDir, { recursive: true })
  await Promise.all([
    buildHostSdkBundle(),
    ...[31337, 31338].map((chainId) =>
      writeDemoChainState({ chainId, path: E2E_PATHS.chainState(chainId) }),
    ),
  ])
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

/** A running test page server. */
export type PagesServer = { port: number; stop: () => Promise<void> }

/**
 * Serves `e2e/pages/` and the host SDK bundle on 127.0.0.1 (reachable as `127.0.0.1` and as
 * `localhost`, two more origins the demo project does not allow). Port 0 picks a free port.
 */
export async function startPagesServer(port: number): Promise<PagesServer> {
  const server = createServer(async (request, response) => {
    const file = resolvePageFile(new URL(request.url ?? '/', 'http://x').pathname)
    const body = file === null ? null : await readFile(file.path).catch(() => null)
    if (file === null || body === null) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    response.writeHead(200, { 'content-type': file.contentType, 'cache-control': 'no-cache' })
    response.end(body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A file a test page server may answer with. */
export type PageFile = { path: string; contentType: string }

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
}

/**
 * Maps the last segment of a request path to a test page in `e2e/pages/` or to the host SDK
 * bundle. Only flat names made of `[A-Za-z0-9_.-]` with a known extension are served, so nothing
 * outside those two places can be reached.
 */
export function resolvePageFile(pathname: string): PageFile | null {
  const name = basename(pathname)
  if (!/^[A-Za-z0-9_-]+\.(html|js)$/.test(name)) return null
  const extension = name.slice(name.lastIndexOf('.') + 1)
  const contentType = CONTENT_TYPES[extension]
  if (contentType === undefined) return null
  if (name === 'host-sdk.js') return { path: E2E_PATHS.hostSdkBundle, contentType }
  return { path: `${E2E_PATHS.pagesDir}${name}`, contentType }
}

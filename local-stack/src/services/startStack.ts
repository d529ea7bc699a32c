import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { createApiService } from './createApiService.ts'
import { createHostService } from './createHostService.ts'
import { createModalService } from './createModalService.ts'
import type { Service, StackEndpoints, StartedService } from './Service.ts'
import { startWithin } from './startWithin.ts'

/** The repository root, three folders up from this file. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Options of {@link startStack}. Every field has the default `npm start` uses. */
export type StartStackOptions = {
  /**
   * Port of the demo host on 127.0.0.1; `0` picks a free one.
   * @default 4300
   */
  hostPort?: number | undefined
  /**
   * Port of the modal on localhost; `0` picks a free one.
   * @default 4310
   */
  modalPort?: number | undefined
  /**
   * The built demo host.
   * @default '<repo>/demo-host/dist'
   */
  hostRoot?: string | undefined
  /**
   * The built modal app.
   * @default '<repo>/modal-app/dist'
   */
  modalRoot?: string | undefined
  /**
   * Gzip the two web servers' text responses.
   * @default true
   */
  gzip?: boolean | undefined
  /**
   * More services (the WalletConnect relay, the chains, the mobile wallet), started in order
   * before the two web servers and stopped after them. The relay and RPC URLs they report are
   * merged (a later one wins) and given to the services started after them and to the modal
   * server, which points the served demo project at them. When they run an EVM chain but no
   * reference API (`createApiService`), one is started after them on a free port, reading the
   * networks of the modal root's demo project, so that every stack with chains serves history.
   */
  services?: readonly Service[] | undefined
  /**
   * How long each service may take to start (its `start()` to resolve) before the stack gives up
   * on it, stops what started and rejects with an error naming it.
   * @default 60_000
   */
  serviceTimeoutMs?: number | undefined
  /**
   * Cuts the start short: the service starting then is given up on, what started is stopped, and
   * the start rejects naming what was still starting.
   */
  signal?: AbortSignal | undefined
}

/** A running stack. */
export type Stack = {
  /** The two web origins, each with a trailing slash. */
  urls: { host: string; modal: string }
  /** Every running service: the two web servers, then the others in start order, for printing. */
  services: ReadonlyArray<{ name: string; url: string; note?: string | undefined }>
  /** The relay, RPC, mobile wallet and API URLs reported by the running services. */
  endpoints: StackEndpoints
  /** Stops every service, last started first. Safe to call more than once. */
  stop(): Promise<void>
}

/**
 * Starts the local stack in this process: the extra services, then the modal on
 * `http://localhost:<modalPort>/` and the demo host on `http://127.0.0.1:<hostPort>/` (two sites,
 * so the iframe is third-party). If any service fails to start, or takes longer than
 * `serviceTimeoutMs`, or `signal` aborts, the ones already running are stopped before the start
 * rejects with the service's error or one naming it. Used by `npm start`, the end-to-end tests
 * and the bench.
 */
export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
  const hostRoot = resolve(options.hostRoot ?? join(REPO_ROOT, 'demo-host/dist'))
  const modalRoot = resolve(options.modalRoot ?? join(REPO_ROOT, 'modal-app/dist'))
  assertBuilt(hostRoot, 'demo host', '@airlock/demo-host')
  assertBuilt(modalRoot, 'modal app', '@airlock/modal-app')

  const running: Array<StartedService & { name: string }> = []
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= stopAll(running)
    return stopping
  }

  // The host's pages need the modal URL and the modal's demo project needs the host origin.
  // With fixed ports both are known up front; with port 0 the host starts first and reads the
  // modal URL lazily, when it serves its first page.
  let modalUrl = `http://localhost:${options.modalPort ?? 4310}/`
  let hostOrigin = ''
  let endpoints: StackEndpoints = {}
  const start = async (service: Service) => {
    const context = {
      endpoints,
      hostOrigin: () => hostOrigin,
      modalOrigin: () => new URL(modalUrl).origin,
      pageOrigins: () => {
        const origins = [new URL(modalUrl).origin, hostOrigin]
        if (endpoints.mobileWalletUrl) origins.push(new URL(endpoints.mobileWalletUrl).origin)
        return origins.filter((origin) => origin !== '')
      },
    }
    const started = await startWithin(service, context, {
      timeoutMs: options.serviceTimeoutMs ?? 60_000,
      signal: options.signal,
    })
    running.push({ name: service.name, ...started })
    endpoints = mergeEndpoints(endpoints, started.endpoints)
    return started
  }

  try {
    for (const service of options.services ?? []) await start(service)
    const runsEvm = Object.keys(endpoints.rpcUrls ?? {}).some((id) => id.startsWith('eip155:'))
    if (runsEvm && endpoints.apiUrl === undefined) {
      const projectFile = join(modalRoot, 'projects/demo.json')
      await start(
        createApiService({
          port: 0,
          projectFile: existsSync(projectFile) ? projectFile : undefined,
          // A stack of tests and benches starts with no names, orders or events.
          databasePath: ':memory:',
        }),
      )
    }
    const host = await start(
      createHostService({
        root: hostRoot,
        port: options.hostPort ?? 4300,
        gzip: options.gzip,
        modalUrl: () => modalUrl,
        endpoints,
        onListening: (origin) => {
          hostOrigin = origin
        },
      }),
    )
    const modal = await start(
      createModalService({
        root: modalRoot,
        port: options.modalPort ?? 4310,
        hostOrigin,
        endpoints,
        gzip: options.gzip,
      }),
    )
    modalUrl = modal.url
    // Reorder for the table: the two web pages first, then the rest as started.
    const services = [...running.slice(-2), ...running.slice(0, -2)].map(({ name, url, note }) =>
      note === undefined ? { name, url } : { name, url, note },
    )
    return { urls: { host: host.url, modal: modal.url }, services, endpoints, stop }
  } catch (error) {
    await stop().catch(() => undefined)
    throw error
  }
}

/**
 * `next` over `current`: its relay, wallet, API, analytics, wallet-frame and auth URLs if it has them, its RPC URLs
 * added.
 */
function mergeEndpoints(current: StackEndpoints, next: StackEndpoints | undefined): StackEndpoints {
  if (next === undefined) return current
  const mobileWalletUrl = next.mobileWalletUrl ?? current.mobileWalletUrl
  const apiUrl = next.apiUrl ?? current.apiUrl
  const analyticsUrl = next.analyticsUrl ?? current.analyticsUrl
  const walletFrameUrl = next.walletFrameUrl ?? current.walletFrameUrl
  const authUrl = next.authUrl ?? current.authUrl
  return {
    relayUrl: next.relayUrl ?? current.relayUrl,
    rpcUrls: { ...current.rpcUrls, ...next.rpcUrls },
    ...(mobileWalletUrl === undefined ? {} : { mobileWalletUrl }),
    ...(apiUrl === undefined ? {} : { apiUrl }),
    ...(analyticsUrl === undefined ? {} : { analyticsUrl }),
    ...(walletFrameUrl === undefined ? {} : { walletFrameUrl }),
    ...(authUrl === undefined ? {} : { authUrl }),
  }
}

/** Stops services in reverse start order, attempting every one even if some fail. */
async function stopAll(running: ReadonlyArray<StartedService & { name: string }>): Promise<void> {
  const failures: unknown[] = []
  for (const service of [...running].reverse()) {
    await service.stop().catch((error: unknown) => failures.push(error))
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} service(s) did not stop cleanly`)
  }
}

/** Refuses to serve a folder that has no build in it, saying how to make one. */
function assertBuilt(root: string, what: string, workspace: string): void {
  if (existsSync(join(root, 'index.html'))) return
  throw new AirlockError(
    ErrorCode.INTERNAL,
    `The ${what} is not built: ${relative(process.cwd(), join(root, 'index.html')) || root} is missing.`,
    {
      details: `Run \`npm run build -w ${workspace}\`, or run \`npm start\` without AIRLOCK_SKIP_BUILD.`,
    },
  )
}

/**
 * The table `npm start` prints once everything runs: one row per service, names padded to a
 * column, and a row's note (if any) after its URL, URLs padded to a column too.
 */
export function formatUrlTable(
  rows: ReadonlyArray<{ name: string; url: string; note?: string | undefined }>,
): string {
  const nameWidth = Math.max(0, ...rows.map((row) => row.name.length))
  const urlWidth = Math.max(0, ...rows.filter((row) => row.note).map((row) => row.url.length))
  return rows
    .map((row) => {
      const start = `  ${row.name.padEnd(nameWidth)}  `
      return row.note ? `${start}${row.url.padEnd(urlWidth)}  ${row.note}` : `${start}${row.url}`
    })
    .join('\n')
}

import { startHttpServer } from '../serve/startHttpServer.ts'
import type { ProjectAllowlistLookup } from './answerAnalytics.ts'
import type { OnrampFunderRateLimits } from './constants.ts'
import { createApiHandler } from './createApiHandler.ts'
import { openApiDatabase } from './openApiDatabase.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

/** Options of {@link startReferenceApi}. */
export type StartReferenceApiOptions = {
  /**
   * Port to listen on; `0` picks a free one.
   */
  port: number
  /**
   * Interface to bind, also used in the URL.
   * @default '127.0.0.1'
   */
  host?: string | undefined
  /**
   * The networks whose history and balances are served, each with its RPC and configured tokens.
   */
  networks: readonly ReferenceApiNetwork[]
  /**
   * Transactions per page.
   * @default 20
   */
  pageSize?: number | undefined
  /**
   * The variable that sets the port, named when it is taken.
   */
  envVar?: string | undefined
  /**
   * The clock of the names routes (signed timestamps, `createdAt`), in milliseconds since the
   * epoch.
   * @default Date.now
   */
  now?: (() => number) | undefined
  /**
   * The projects' allowlists (`allowedOrigins`), by project id, for the analytics collector: an
   * event is accepted (204) from a page on its project's, refused with 403 from any other, and
   * 404 for a project this gives none (`undefined`).
   * @default () => undefined (no project is known: every event is 404)
   */
  allowedOrigins?: ProjectAllowlistLookup | undefined
  /**
   * The modal's origin, or a function giving it once the modal listens: analytics events are
   * accepted only with this `Origin` header (see `answerAnalytics`). Without it every event is 403.
   */
  modalOrigin?: string | (() => string) | undefined
  /**
   * The database file where names, on-ramp orders and analytics events are kept (created, with its
   * folder, if missing), so that they survive a restart on the same file; `':memory:'` keeps
   * nothing past `close()`, for tests where persistence is not the point.
   */
  databasePath: string
  /**
   * How often the on-ramp's demo funder pays one address and one IP.
   * @default DEMO_ONRAMP_FUNDER_RATE_LIMITS (3 per address and 10 per IP an hour)
   */
  onrampRateLimits?: OnrampFunderRateLimits | undefined
}

/** A running reference API. */
export type StartReferenceApiReturnType = {
  /**
   * The base URL clients put in the project's `apiUrl`, with its trailing slash.
   */
  url: string
  /**
   * What a project's `analyticsUrl` names to send its analytics here: the modal posts to
   * `{analyticsUrl}/e`. No trailing slash, as the spec writes `{analytics host}/e`.
   */
  analyticsUrl: string
  /** The port it listens on (useful with port 0). */
  port: number
  /**
   * Closes the server and its connections, then the database; resolves once the port is free.
   * Safe to call twice.
   */
  close(): Promise<void>
}

/**
 * Serves the reference API over HTTP (see {@link createApiHandler}): the transaction history,
 * `GET {url}account/{address}/history?projectId&chainId[&cursor]`, read from the networks' RPCs
 * and indexed in memory; the balances, `GET {url}account/{address}/balance?projectId&chainId`,
 * read from the RPC at each request (see `createBalanceReader`); and name registration,
 * `GET {url}names/nonce`, `POST {url}names`, `GET {url}names/{name}` and
 * `GET {url}names/reverse/{address}` (see `answerNames`), which needs no chain (`networks` may be
 * empty). And a demo on-ramp selling test coins of the EVM networks: `GET {url}onramp/options`,
 * `POST {url}onramp/quote` (see `answerOnramp`) and the page `/onramp/checkout` whose Pay sends
 * them from an anvil dev account, rate-limited (see `answerOnrampCheckout`). And the collector of
 * the modal's analytics, `POST {analyticsUrl}/e` (from `modalOrigin` only, checked against
 * `allowedOrigins`) and its listing `GET {analyticsUrl}/events?projectId=<id>` (see
 * `answerAnalytics`). Names, on-ramp orders and analytics events are kept in the database file
 * `databasePath`: an API started again on it has them all.
 *
 * @throws AirlockError `INTERNAL` naming the port (and `envVar`) when it is taken.
 */
export async function startReferenceApi(
  options: StartReferenceApiOptions,
): Promise<StartReferenceApiReturnType> {
  const host = options.host ?? '127.0.0.1'
  const database = openApiDatabase(options.databasePath)
  const { port, close } = await startHttpServer({
    name: 'reference API',
    host,
    port: options.port,
    envVar: options.envVar,
    // The on-ramp options name the checkout page by this server's own address.
    handler: (port) =>
      createApiHandler({
        networks: options.networks,
        pageSize: options.pageSize,
        now: options.now,
        origin: `http://${host}:${port}`,
        allowedOrigins: options.allowedOrigins,
        modalOrigin: options.modalOrigin,
        database,
        onrampRateLimits: options.onrampRateLimits,
      }),
    // No request runs any more: every write the API answered for is in the file.
    onClose: () => database.close(),
  })
  return {
    url: `http://${host}:${port}/v1/`,
    analyticsUrl: `http://${host}:${port}/v1/analytics`,
    port,
    close,
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AccountBalances, AccountNfts, HistoryPage } from '@airlock/shared-protocol/projectApi'
import { API_ERROR, ApiError } from './ApiError.ts'
import { answerAnalytics, type ProjectAllowlistLookup } from './answerAnalytics.ts'
import { answerNames } from './answerNames.ts'
import { answerOnramp } from './answerOnramp.ts'
import { answerOnrampCheckout } from './answerOnrampCheckout.ts'
import { DEMO_ONRAMP_FUNDER_RATE_LIMITS, type OnrampFunderRateLimits } from './constants.ts'
import { createAnalyticsLog } from './createAnalyticsLog.ts'
import { type BalanceReader, createBalanceReader } from './createBalanceReader.ts'
import { type ChainIndex, createChainIndex } from './createChainIndex.ts'
import { createNameNonces } from './createNameNonces.ts'
import { createNameStore } from './createNameStore.ts'
import { createNftReader, type NftReader } from './createNftReader.ts'
import { createOnrampQuoteBook } from './createOnrampQuoteBook.ts'
import { decodeCursor, encodeCursor } from './cursor.ts'
import { answerCollectible, isCollectiblePath } from './demoCollectibles.ts'
import { describeTransaction } from './describeTransaction.ts'
import { NameApiError } from './NameApiError.ts'
import type { ApiDatabase } from './openApiDatabase.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import { readAccountQuery } from './readAccountQuery.ts'
import { renderOnrampPage } from './renderOnrampPage.ts'
import { createSwapDesk, isSwapPath } from './swap/answerSwap.ts'

/** Options of {@link createApiHandler}. */
export type ApiHandlerOptions = {
  /**
   * The networks whose history and balances are served.
   */
  networks: readonly ReferenceApiNetwork[]
  /**
   * Transactions per page.
   * @default 20
   */
  pageSize?: number | undefined
  /**
   * The clock the names routes check signed timestamps against and date registrations with, in
   * milliseconds since the epoch.
   * @default Date.now
   */
  now?: (() => number) | undefined
  /**
   * The API's own origin, on which the on-ramp options build the checkout page URL.
   * @default `http://<the request's Host header>`
   */
  origin?: string | undefined
  /**
   * The projects' allowlists (`allowedOrigins`), by project id: the analytics collector
   * (`POST /v1/analytics/e`) accepts an event only from a page on its project's, and answers 404
   * for a project this gives none (`undefined`).
   * @default () => undefined (no project is known: every event is 404)
   */
  allowedOrigins?: ProjectAllowlistLookup | undefined
  /**
   * The modal's origin (or a function giving it, when it is known only once the modal listens):
   * the analytics collector accepts events only with this `Origin` header, and answers CORS for it
   * alone. Without it every event is refused (403).
   */
  modalOrigin?: string | (() => string) | undefined
  /**
   * Where names, nonces, on-ramp quotes and orders, and analytics events are kept (see
   * `openApiDatabase`); the handler does not close it.
   */
  database: ApiDatabase
  /**
   * How often the on-ramp's demo funder pays one address and one IP.
   * @default DEMO_ONRAMP_FUNDER_RATE_LIMITS (3 per address and 10 per IP an hour)
   */
  onrampRateLimits?: OnrampFunderRateLimits | undefined
}

/** The account routes: the `{address}` segment (still percent-encoded), then which route. */
const ACCOUNT_PATH = /^\/v1\/account\/([^/]*)\/(history|balance|nfts)$/
const CORS_HEADERS = {
  // Public chain data, read without credentials: any origin may read it (the modal is on its own).
  // Names are public too, and a registration is authorized by its signature, not by a cookie.
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
} as const
const NAMES_METHODS = 'GET, POST, OPTIONS'
const ONRAMP_METHODS = 'GET, POST, OPTIONS'
const ANALYTICS_METHODS = 'GET, POST, OPTIONS'
const CHECKOUT_PATH = '/onramp/checkout'
const COLLECTIBLE_HEADERS = {
  // Images the modal shows from another origin, and metadata any wallet may read.
  'Access-Control-Allow-Origin': '*',
  // Drawn from the id alone: the same bytes for as long as the API runs this code.
  'Cache-Control': 'public, max-age=3600',
  'X-Content-Type-Options': 'nosniff',
  // An SVG opened as a page runs nothing and loads nothing.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
} as const
const PAGE_HEADERS = {
  // The checkout pages are plain HTML and a form: nothing to load, no script, never framed (a
  // framed Pay button could be clicked through another page).
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const

/**
 * An answer before it is written: `allow` is the `Allow` header of a 405; `crossOrigin: false`
 * sends it without the CORS headers.
 */
type Answer = {
  status: number
  body?: unknown
  allow?: string | undefined
  crossOrigin?: boolean | undefined
}

const readModalOrigin = (option: ApiHandlerOptions['modalOrigin']): string | undefined => {
  const origin = typeof option === 'function' ? option() : option
  return origin ? origin : undefined
}

const isNamesPath = (pathname: string): boolean =>
  pathname === '/v1/names' || pathname.startsWith('/v1/names/')

const isOnrampPath = (pathname: string): boolean =>
  pathname === '/v1/onramp' || pathname.startsWith('/v1/onramp/')

const isAnalyticsPath = (pathname: string): boolean =>
  pathname === '/v1/analytics' || pathname.startsWith('/v1/analytics/')

/**
 * The request handler of the reference API (for `node:http`). It serves
 * `GET /v1/account/{address}/history?projectId=<id>&chainId=<caip2>[&cursor=<next>]`, answering
 * `{ data: HistoryTransaction[], next: string | null }` (newest first, `pageSize` per page) from
 * one {@link createChainIndex} per network, and
 * `GET /v1/account/{address}/balance?projectId=<id>&chainId=<caip2>`, answering
 * `{ balances: TokenBalance[] }` (the native coin, then the configured tokens held) read from the
 * chain by one {@link createBalanceReader} per network; both with errors as
 * `{ error: { code, message } }` (see `API_ERROR`). Every path under `/v1/names` goes to
 * `answerNames` (name registration), whose errors are `{ reasons: [{ description }] }`. Names and
 * their nonces, on-ramp quotes and orders and analytics events are kept in `database`, so they
 * survive a restart on the same file. Every
 * path under `/v1/onramp` goes to `answerOnramp` (the demo on-ramp's options and quotes,
 * `{ error }` bodies too), and
 * `/onramp/checkout` to `answerOnrampCheckout`, HTML pages a browser opens (no CORS, a strict
 * CSP), each quote payable once, the funder rate-limited per address and IP. Every path under
 * `/v1/analytics` goes to `answerAnalytics` (the collector of the modal's analytics events,
 * accepted from `modalOrigin` only and checked against `allowedOrigins`; the last 10 000 kept,
 * `{ error }` bodies), answered with CORS for `modalOrigin` alone (the listing with none). Every
 * path under `/v1/swap` goes to the swap desk (`createSwapDesk`: 1inch-shaped tokens, quotes,
 * approvals and swaps from the Uniswap V2 pools of the networks with an `exchange`). Every
 * other `/v1` answer carries `Access-Control-Allow-Origin: *`; `OPTIONS` is the CORS preflight
 * (204).
 */
export function createApiHandler(
  options: ApiHandlerOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  const pageSize = options.pageSize ?? 20
  const readers = new Map<
    ReferenceApiNetwork,
    { index: ChainIndex; balances: BalanceReader; nfts: NftReader }
  >(
    options.networks.map((network) => [
      network,
      {
        index: createChainIndex(network),
        balances: createBalanceReader(network),
        nfts: createNftReader(network),
      },
    ]),
  )
  /** The readers of a network `readAccountQuery` returned (one of `options.networks`). */
  const served = (network: ReferenceApiNetwork) => {
    const entry = readers.get(network)
    // Unreachable unless this file is broken; answered as a 500 INTERNAL.
    if (!entry) throw new Error(`Bug: no chain readers were made for ${network.caipNetworkId}.`)
    return entry
  }
  const names = createNameStore(options.database)
  const nonces = createNameNonces(options.database)
  const quotes = createOnrampQuoteBook(options.database, { networks: options.networks })
  const analytics = createAnalyticsLog(options.database)
  const swaps = createSwapDesk(options.networks)
  const modalOrigin = () => readModalOrigin(options.modalOrigin)
  const rateLimits = options.onrampRateLimits ?? DEMO_ONRAMP_FUNDER_RATE_LIMITS
  const allowedOrigins = options.allowedOrigins ?? (() => undefined)
  const now = options.now ?? Date.now

  const answerHistory = async (url: URL, rawAddress: string): Promise<HistoryPage> => {
    const { address, network } = readAccountQuery(url, rawAddress, options.networks)
    const cursor = url.searchParams.get('cursor')
    const before = cursor === null ? undefined : decodeCursor(cursor)
    const { transactions, more } = await served(network).index.history({
      address,
      before,
      limit: pageSize,
    })
    const last = transactions.at(-1)
    return {
      data: transactions.map((indexed) => describeTransaction(indexed, address, network)),
      next: more && last ? encodeCursor(last) : null,
    }
  }

  const answerBalance = async (url: URL, rawAddress: string): Promise<AccountBalances> => {
    const { address, network } = readAccountQuery(url, rawAddress, options.networks)
    return { balances: await served(network).balances.balances(address) }
  }

  const answerNfts = async (url: URL, rawAddress: string): Promise<AccountNfts> => {
    const { address, network } = readAccountQuery(url, rawAddress, options.networks)
    return { nfts: await served(network).nfts.nfts(address) }
  }

  const answer = async (request: IncomingMessage, url: URL): Promise<Answer> => {
    if (isNamesPath(url.pathname)) return answerNames(request, url, { names, nonces, now })
    if (isAnalyticsPath(url.pathname)) {
      return answerAnalytics(request, url, { events: analytics, allowedOrigins, modalOrigin, now })
    }
    if (isOnrampPath(url.pathname)) {
      const origin = options.origin ?? `http://${request.headers.host ?? 'localhost'}`
      return answerOnramp(request, url, { networks: options.networks, origin })
    }
    if (isSwapPath(url.pathname)) return swaps.answer(request, url)
    const match = ACCOUNT_PATH.exec(url.pathname)
    if (!match) {
      throw new ApiError(
        404,
        API_ERROR.NOT_FOUND,
        `No such path: ${url.pathname.slice(0, 200)}. This API serves GET /v1/account/{address}/history, GET /v1/account/{address}/balance, GET /v1/account/{address}/nfts, the /v1/collectibles files, the /v1/names routes, the /v1/onramp routes, the /v1/swap/v6.0/{chainId} routes, the /v1/analytics routes and the /onramp/checkout page.`,
      )
    }
    if (request.method === 'OPTIONS') return { status: 204 }
    if (request.method !== 'GET') {
      throw new ApiError(
        405,
        API_ERROR.METHOD_NOT_ALLOWED,
        `${request.method} is not allowed here: this path only answers GET (and OPTIONS).`,
      )
    }
    const [, rawAddress = '', route] = match
    return {
      status: 200,
      body:
        route === 'balance'
          ? await answerBalance(url, rawAddress)
          : route === 'nfts'
            ? await answerNfts(url, rawAddress)
            : await answerHistory(url, rawAddress),
    }
  }

  return (request, response) => {
    let url: URL
    try {
      url = new URL(request.url ?? '/', 'http://api.invalid')
    } catch {
      // A request target that does not parse (say `http://[`) is answered as an unknown path.
      url = new URL('http://api.invalid/')
    }
    if (isCollectiblePath(url.pathname) && request.method !== 'OPTIONS') {
      const apiUrl = `${options.origin ?? `http://${request.headers.host ?? 'localhost'}`}/v1/`
      let status = 200
      let file: { contentType: string; body: string }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        status = 405
        const error = new ApiError(
          405,
          API_ERROR.METHOD_NOT_ALLOWED,
          `${request.method} is not allowed here: the collectibles are read with GET.`,
        )
        file = {
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify(error.toJSON()),
        }
      } else {
        try {
          file = answerCollectible(url.pathname, apiUrl)
        } catch (error) {
          const apiError = error as ApiError
          status = apiError.status
          file = {
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify(apiError.toJSON()),
          }
        }
      }
      const headers: Record<string, string> = {
        ...COLLECTIBLE_HEADERS,
        'Content-Type': file.contentType,
        'Content-Length': String(Buffer.byteLength(file.body)),
      }
      if (status === 405) headers.Allow = 'GET, HEAD, OPTIONS'
      if (status !== 200) headers['Cache-Control'] = 'no-store'
      response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : file.body)
      return
    }
    if (url.pathname === CHECKOUT_PATH) {
      answerOnrampCheckout(request, url, { networks: options.networks, quotes, rateLimits, now })
        .catch((error: unknown) => {
          process.stderr.write(`reference API: ${String(error)}\n`)
          const html = renderOnrampPage({
            heading: 'Cannot check out',
            lines: ['The reference API failed unexpectedly.'],
            tone: 'error',
          })
          return { status: 500, html, allow: undefined, location: undefined }
        })
        .then(({ status, html, allow, location }) => {
          const headers: Record<string, string> = { ...PAGE_HEADERS }
          if (allow) headers.Allow = allow
          if (location) headers.Location = location
          headers['Content-Length'] = String(Buffer.byteLength(html))
          response.writeHead(status, headers).end(html)
        })
      return
    }
    const names = isNamesPath(url.pathname)
    const onramp = isOnrampPath(url.pathname)
    const analyticsPath = isAnalyticsPath(url.pathname)
    answer(request, url)
      .catch((error: unknown): Answer => {
        if (names) {
          const nameError =
            error instanceof NameApiError
              ? error
              : new NameApiError(500, 'The reference API failed unexpectedly.', { cause: error })
          if (nameError.status === 500) process.stderr.write(`reference API: ${String(error)}\n`)
          return { status: nameError.status, body: nameError.toJSON(), allow: nameError.allow }
        }
        const apiError =
          error instanceof ApiError
            ? error
            : new ApiError(500, API_ERROR.INTERNAL, 'The reference API failed unexpectedly.', {
                cause: error,
              })
        if (apiError.status === 500) process.stderr.write(`reference API: ${String(error)}\n`)
        return {
          status: apiError.status,
          body: apiError.toJSON(),
          allow: apiError.allow ?? 'GET, OPTIONS',
        }
      })
      .then(({ status, body, allow, crossOrigin }) => {
        const headers: Record<string, string> =
          crossOrigin === false
            ? { 'Cache-Control': 'no-store' }
            : { ...CORS_HEADERS, 'Cache-Control': 'no-store' }
        if (names) headers['Access-Control-Allow-Methods'] = NAMES_METHODS
        if (onramp) headers['Access-Control-Allow-Methods'] = ONRAMP_METHODS
        if (analyticsPath && crossOrigin !== false) {
          headers['Access-Control-Allow-Methods'] = ANALYTICS_METHODS
          // Only the modal posts events: no other page may read the collector's answers.
          const origin = modalOrigin()
          if (origin === undefined) delete headers['Access-Control-Allow-Origin']
          else {
            headers['Access-Control-Allow-Origin'] = origin
            headers.Vary = 'Origin'
          }
        }
        if (status === 405 && allow) headers.Allow = allow
        if (body === undefined) {
          response.writeHead(status, headers).end()
          return
        }
        const text = JSON.stringify(body)
        headers['Content-Type'] = 'application/json; charset=utf-8'
        headers['Content-Length'] = String(Buffer.byteLength(text))
        response.writeHead(status, headers).end(text)
      })
  }
}

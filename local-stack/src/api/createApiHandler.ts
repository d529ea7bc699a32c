import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Address } from 'viem'
import { API_ERROR } from './API_ERROR.ts'
import { ApiError } from './ApiError.ts'
import { type ChainIndex, createChainIndex } from './createChainIndex.ts'
import { decodeCursor } from './decodeCursor.ts'
import { describeTransaction } from './describeTransaction.ts'
import { encodeCursor } from './encodeCursor.ts'
import type { HistoryPage } from './HistoryTransaction.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

/** Options of {@link createApiHandler}. */
export type ApiHandlerOptions = {
  /**
   * The networks whose history is served.
   * @example [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545', nativeSymbol: 'ETH', tokens: [] }]
   */
  networks: readonly ReferenceApiNetwork[]
  /**
   * Transactions per page.
   * @default 20
   * @example 5
   */
  pageSize?: number | undefined
}

const HISTORY_PATH = /^\/v1\/account\/([^/]*)\/history$/
const CORS_HEADERS = {
  // Public chain data, read without credentials: any origin may read it (the modal is on its own).
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
} as const

/**
 * The request handler of the reference API (for `node:http`). It serves one route,
 * `GET /v1/account/{address}/history?projectId=<id>&chainId=<caip2>[&cursor=<next>]`, answering
 * `{ data: HistoryTransaction[], next: string | null }` (newest first, `pageSize` per page) from
 * one {@link createChainIndex} per network, and errors as `{ error: { code, message } }` (see
 * `API_ERROR`). Every answer carries `Access-Control-Allow-Origin: *`; `OPTIONS` is the CORS
 * preflight (204).
 *
 * @example
 * ```ts
 * const server = createServer(createApiHandler({ networks }))
 * ```
 */
export function createApiHandler(
  options: ApiHandlerOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  const pageSize = options.pageSize ?? 20
  const indexes = new Map<string, { network: ReferenceApiNetwork; index: ChainIndex }>(
    options.networks.map((network) => [
      network.caipNetworkId,
      { network, index: createChainIndex(network) },
    ]),
  )
  const known = [...indexes.keys()].join(', ') || 'none'

  const answerHistory = async (url: URL, rawAddress: string): Promise<HistoryPage> => {
    let address = rawAddress
    try {
      address = decodeURIComponent(rawAddress)
    } catch {
      // Malformed percent-encoding: reported below as not an address, as it is written.
    }
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
      throw new ApiError(
        400,
        API_ERROR.INVALID_ADDRESS,
        `'${address.slice(0, 100)}' is not an EVM address: expected 0x followed by 40 hexadecimal digits.`,
      )
    }
    const projectId = url.searchParams.get('projectId')?.trim()
    if (!projectId) {
      throw new ApiError(
        400,
        API_ERROR.MISSING_PARAMETER,
        'The projectId query parameter is missing: add ?projectId=<your project id>.',
      )
    }
    const chainId = url.searchParams.get('chainId')?.trim()
    if (!chainId) {
      throw new ApiError(
        400,
        API_ERROR.MISSING_PARAMETER,
        `The chainId query parameter is missing: add &chainId=<CAIP-2 id>, one of ${known}.`,
      )
    }
    const entry = indexes.get(chainId)
    if (!entry) {
      throw new ApiError(
        404,
        API_ERROR.UNKNOWN_NETWORK,
        `This API does not index the network '${chainId.slice(0, 100)}'. It indexes: ${known}.`,
      )
    }
    const cursor = url.searchParams.get('cursor')
    const before = cursor === null ? undefined : decodeCursor(cursor)
    const { transactions, more } = await entry.index.history({
      address: address as Address,
      before,
      limit: pageSize,
    })
    const last = transactions.at(-1)
    return {
      data: transactions.map((indexed) =>
        describeTransaction(indexed, address as Address, entry.network),
      ),
      next: more && last ? encodeCursor(last) : null,
    }
  }

  const answer = async (request: IncomingMessage): Promise<{ status: number; body?: unknown }> => {
    const url = new URL(request.url ?? '/', 'http://api.invalid')
    const match = HISTORY_PATH.exec(url.pathname)
    if (!match) {
      throw new ApiError(
        404,
        API_ERROR.NOT_FOUND,
        `No such path: ${url.pathname.slice(0, 200)}. This API serves GET /v1/account/{address}/history.`,
      )
    }
    if (request.method === 'OPTIONS') return { status: 204 }
    if (request.method !== 'GET') {
      throw new ApiError(
        405,
        API_ERROR.METHOD_NOT_ALLOWED,
        `${request.method} is not allowed here: this API only answers GET (and OPTIONS).`,
      )
    }
    return { status: 200, body: await answerHistory(url, match[1] ?? '') }
  }

  return (request, response) => {
    answer(request)
      .catch((error: unknown) => {
        const apiError =
          error instanceof ApiError
            ? error
            : new ApiError(500, API_ERROR.INTERNAL, 'The reference API failed unexpectedly.', {
                cause: error,
              })
        if (apiError.status === 500) process.stderr.write(`reference API: ${String(error)}\n`)
        return { status: apiError.status, body: apiError.toJSON() }
      })
      .then(({ status, body }) => {
        const headers: Record<string, string> = { ...CORS_HEADERS, 'Cache-Control': 'no-store' }
        if (status === 405) headers.Allow = 'GET, OPTIONS'
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

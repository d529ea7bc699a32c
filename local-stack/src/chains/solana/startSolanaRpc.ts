import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger.ts'
import { createSolanaRpcHandler, type SolanaRpcHandler } from './createSolanaRpcHandler.ts'
import { fundSolanaDemo } from './fundSolanaDemo.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'
import { stringifyJson } from './stringifyJson.ts'

/** Parameters of {@link startSolanaRpc}. */
export type StartSolanaRpcParameters = {
  /** Port on 127.0.0.1 for HTTP and WebSocket. Use 0 to let the system pick one. */
  port: number
  /** Fund the demo accounts and create the demo mint at start. Defaults to true. */
  fundDemo?: boolean
}

/** What {@link startSolanaRpc} returns. */
export type StartSolanaRpcReturnType = {
  /** HTTP JSON-RPC endpoint, for example `http://127.0.0.1:8899`. */
  url: string
  /** WebSocket endpoint on the same port (`signatureSubscribe`, `slotSubscribe`). */
  wsUrl: string
  /** The ledger, for tests and tools (for example `ledger.advanceSlots(151)`). */
  ledger: SolanaLedger
  /** Closes the server and every open socket. */
  stop: () => Promise<void>
}

const MAX_BODY_BYTES = 1_000_000
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-max-age': '86400',
}

type Reply = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: unknown }

async function answer(handler: SolanaRpcHandler, request: unknown): Promise<Reply> {
  const call = request as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
  const id = call && typeof call === 'object' && 'id' in call ? (call.id ?? null) : null
  if (
    !call ||
    typeof call !== 'object' ||
    call.jsonrpc !== '2.0' ||
    typeof call.method !== 'string'
  ) {
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }
  }
  try {
    return { jsonrpc: '2.0', id, result: await handler(call.method, call.params) }
  } catch (error) {
    if (error instanceof SolanaRpcError) {
      const body = { code: error.code, message: error.message }
      return {
        jsonrpc: '2.0',
        id,
        error: error.data === undefined ? body : { ...body, data: error.data },
      }
    }
    const message = error instanceof Error ? error.message : String(error)
    return { jsonrpc: '2.0', id, error: { code: -32603, message: `Internal error: ${message}` } }
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new SolanaRpcError(-32600, 'Request too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, status: number, body: string, type = 'application/json') {
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': type })
  response.end(body)
}

/**
 * Starts the local Solana JSON-RPC server: `node:http` around one litesvm ledger, with the real
 * RPC's method shapes and error format, batches, CORS for browser callers and, on the same
 * port, a WebSocket for `signatureSubscribe` and `slotSubscribe`. By default it funds
 * {@link DEMO_SOLANA_ACCOUNTS} with SOL and {@link DEMO_SPL_MINT} tokens before resolving.
 *
 * @example
 * ```ts
 * const solana = await startSolanaRpc({ port: 8899 })
 * const rpc = createSolanaRpc(solana.url)
 * await rpc.getBalance(DEMO_SOLANA_ACCOUNTS[0].address).send()
 * await solana.stop()
 * ```
 */
export async function startSolanaRpc({
  port,
  fundDemo = true,
}: StartSolanaRpcParameters): Promise<StartSolanaRpcReturnType> {
  const ledger = createSolanaLedger()
  if (fundDemo) await fundSolanaDemo(ledger)
  const handler = createSolanaRpcHandler(ledger)

  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...CORS_HEADERS,
        'access-control-allow-headers':
          request.headers['access-control-request-headers'] ?? 'content-type',
      })
      response.end()
      return
    }
    if (request.method === 'GET' && request.url === '/health') {
      send(response, 200, 'ok', 'text/plain')
      return
    }
    if (request.method !== 'POST') {
      send(response, 405, stringifyJson({ error: 'Use POST' }))
      return
    }
    readBody(request)
      .then(async (text) => {
        let parsed: unknown
        try {
          parsed = JSON.parse(text)
        } catch {
          send(
            response,
            200,
            stringifyJson({
              jsonrpc: '2.0',
              id: null,
              error: { code: -32700, message: 'Parse error' },
            }),
          )
          return
        }
        if (Array.isArray(parsed)) {
          if (parsed.length === 0) {
            send(
              response,
              200,
              stringifyJson({
                jsonrpc: '2.0',
                id: null,
                error: { code: -32600, message: 'Invalid request' },
              }),
            )
            return
          }
          const replies: Reply[] = []
          for (const call of parsed) replies.push(await answer(handler, call))
          send(response, 200, stringifyJson(replies))
          return
        }
        send(response, 200, stringifyJson(await answer(handler, parsed)))
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error)
        send(
          response,
          413,
          stringifyJson({ jsonrpc: '2.0', id: null, error: { code: -32600, message } }),
        )
      })
  })

  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) => serveSubscriptions(socket, ledger))

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${bound}`,
    wsUrl: `ws://127.0.0.1:${bound}`,
    ledger,
    async stop() {
      for (const client of sockets.clients) client.terminate()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Serves the PubSub methods of one WebSocket client. */
function serveSubscriptions(socket: WebSocket, ledger: SolanaLedger) {
  let nextId = 0
  const cancels = new Map<number, () => void>()
  const write = (message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(stringifyJson(message))
  }
  const notify = (method: string, subscription: number, result: unknown) =>
    write({ jsonrpc: '2.0', method, params: { result, subscription } })

  socket.on('close', () => {
    for (const cancel of cancels.values()) cancel()
    cancels.clear()
  })
  socket.on('message', (raw) => {
    let call: { id?: unknown; method?: unknown; params?: unknown }
    try {
      call = JSON.parse(String(raw))
    } catch {
      write({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
      return
    }
    const id = call.id ?? null
    const params = Array.isArray(call.params) ? call.params : []
    const reply = (result: unknown) => write({ jsonrpc: '2.0', id, result })
    switch (call.method) {
      case 'signatureSubscribe': {
        const [signature] = params
        if (typeof signature !== 'string') {
          write({
            jsonrpc: '2.0',
            id,
            error: { code: -32602, message: 'Invalid Request: Invalid signature' },
          })
          return
        }
        const subscription = nextId++
        reply(subscription)
        const deliver = (slot: number, err: unknown) => {
          cancels.get(subscription)?.()
          cancels.delete(subscription)
          notify('signatureNotification', subscription, { context: { slot }, value: { err } })
        }
        const landed = ledger.getTransaction(signature)
        if (landed) {
          deliver(landed.slot, landed.err?.json ?? null)
          return
        }
        cancels.set(
          subscription,
          ledger.onTransaction((transaction) => {
            if (transaction.signature === signature) {
              deliver(transaction.slot, transaction.err?.json ?? null)
            }
          }),
        )
        return
      }
      case 'slotSubscribe': {
        const subscription = nextId++
        reply(subscription)
        cancels.set(
          subscription,
          ledger.onSlot((slot) =>
            notify('slotNotification', subscription, { parent: slot - 1, root: slot, slot }),
          ),
        )
        return
      }
      case 'signatureUnsubscribe':
      case 'slotUnsubscribe': {
        const [subscription] = params
        const cancel = typeof subscription === 'number' ? cancels.get(subscription) : undefined
        cancel?.()
        if (typeof subscription === 'number') cancels.delete(subscription)
        reply(cancel !== undefined)
        return
      }
      default:
        write({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } })
    }
  })
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger.ts'
import { createSolanaRpcHandler, type SolanaRpcHandler } from './createSolanaRpcHandler.ts'
import { fundSolanaDemo } from './fundSolanaDemo.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'

/** Parameters of {@link startSolanaRpc}. */
export type StartSolanaRpcParameters = {
  /** Port on 127.0.0.1 for HTTP and WebSocket. Use 0 to let the system pick one. */
  port: number
  /** Fund the demo accounts and create the demo mint at start. Defaults to true. */
  fundDemo?: boolean
  /**
   * The origins of the pages that may call this RPC from a browser (the modal's and the demo
   * host's), or a function giving them once they listen: CORS is answered for these alone, a
   * request with any other `Origin` is refused (403), and `requestAirdrop` is answered only
   * with one of these as its `Origin`. Requests without an `Origin` (Node, curl) are served,
   * all but `requestAirdrop`.
   * @default [] (no browser page may call it, and no airdrop is given)
   */
  allowedOrigins?: readonly string[] | (() => readonly string[]) | undefined
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
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-max-age': '86400',
  vary: 'Origin',
}
/** The JSON-RPC error of a refused `requestAirdrop` (the real RPC's code for a refused request). */
const AIRDROP_REFUSED = -32600

type Reply = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: unknown }

/** Who is calling: the `Origin` header, if any, and whether it is an allowed one. */
type Caller = { origin: string | undefined; allowed: boolean }

async function answer(handler: SolanaRpcHandler, request: unknown, caller: Caller): Promise<Reply> {
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
  // The faucet is the demo pages' only: another site (or a script) must not drain it.
  if (call.method === 'requestAirdrop' && !(caller.origin && caller.allowed)) {
    const from = caller.origin ? `from ${caller.origin.slice(0, 200)}` : 'without an Origin header'
    return {
      jsonrpc: '2.0',
      id,
      error: {
        code: AIRDROP_REFUSED,
        message: `requestAirdrop is only answered for the modal and the demo host (by their Origin header), not ${from}.`,
      },
    }
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

function send(
  response: ServerResponse,
  caller: Caller,
  status: number,
  body: string,
  type = 'application/json',
) {
  const cors =
    caller.origin && caller.allowed ? { 'access-control-allow-origin': caller.origin } : {}
  response.writeHead(status, { ...CORS_HEADERS, ...cors, 'content-type': type })
  response.end(body)
}

/** The refusal of a request from a page whose origin is not allowed (no CORS: it cannot read it). */
const foreignOrigin = (origin: string) =>
  stringifyJson({
    jsonrpc: '2.0',
    id: null,
    error: {
      code: -32600,
      message: `This RPC answers the modal and the demo host only, not pages of ${origin.slice(0, 200)}.`,
    },
  })

/**
 * Starts the local Solana JSON-RPC server: `node:http` around one litesvm ledger, with the real
 * RPC's method shapes and error format, batches, CORS for the `allowedOrigins` pages alone (and
 * `requestAirdrop` for them alone) and, on the same
 * port, a WebSocket for `signatureSubscribe` and `slotSubscribe`. By default it funds
 * {@link DEMO_SOLANA_ACCOUNTS} with SOL and {@link DEMO_SPL_MINT} tokens before resolving.
 */
export async function startSolanaRpc({
  port,
  fundDemo = true,
  allowedOrigins = [],
}: StartSolanaRpcParameters): Promise<StartSolanaRpcReturnType> {
  const ledger = createSolanaLedger()
  if (fundDemo) await fundSolanaDemo(ledger)
  const handler = createSolanaRpcHandler(ledger)
  const callerOf = (request: IncomingMessage): Caller => {
    const origin = request.headers.origin
    const allowed = typeof allowedOrigins === 'function' ? allowedOrigins() : allowedOrigins
    return { origin, allowed: origin !== undefined && allowed.includes(origin) }
  }

  const server = createServer((request, response) => {
    const caller = callerOf(request)
    if (caller.origin !== undefined && !caller.allowed) {
      send(response, caller, 403, foreignOrigin(caller.origin))
      return
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...CORS_HEADERS,
        ...(caller.origin ? { 'access-control-allow-origin': caller.origin } : {}),
        'access-control-allow-headers':
          request.headers['access-control-request-headers'] ?? 'content-type',
      })
      response.end()
      return
    }
    if (request.method === 'GET' && request.url === '/health') {
      send(response, caller, 200, 'ok', 'text/plain')
      return
    }
    if (request.method !== 'POST') {
      send(response, caller, 405, stringifyJson({ error: 'Use POST' }))
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
            caller,
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
              caller,
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
          for (const call of parsed) replies.push(await answer(handler, call, caller))
          send(response, caller, 200, stringifyJson(replies))
          return
        }
        send(response, caller, 200, stringifyJson(await answer(handler, parsed, caller)))
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error)
        send(
          response,
          caller,
          413,
          stringifyJson({ jsonrpc: '2.0', id: null, error: { code: -32600, message } }),
        )
      })
  })

  // Browsers send Origin on a WebSocket too, and no CORS guards it: refuse other pages here.
  const sockets = new WebSocketServer({
    server,
    verifyClient: ({ req }: { req: IncomingMessage }) => {
      const caller = callerOf(req)
      return caller.origin === undefined || caller.allowed
    },
  })
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

const marker = '__airlock_bigint__'

/**
 * `JSON.stringify` that writes bigints as plain JSON numbers, as the Solana RPC does for u64
 * values (kit parses them back into bigints without losing precision).
 */
function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    typeof entry === 'bigint' ? `${marker}${entry}` : entry,
  ).replace(new RegExp(`"${marker}(-?\\d+)"`, 'g'), '$1')
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './DEFAULT_RELAY_LIMITS.ts'
import { handleRpc } from './handleRpc.ts'
import { parseFrame } from './parseFrame.ts'
import { type RelayClient, RelayHub } from './RelayHub.ts'
import { clientIp } from './RelayQuotas.ts'
import { RelayRpcError, RPC_ERROR, type RpcErrorCode } from './RelayRpcError.ts'
import { renderVerifyPage } from './renderVerifyPage.ts'
import { type RelayAuthMode, verifyRelayAuth } from './verifyRelayAuth.ts'

/** Options of {@link startRelay}. */
export type StartRelayOptions = {
  /**
   * TCP port; `0` picks a free one (tests).
   */
  port: number
  /**
   * Interface to listen on.
   */
  host?: string | undefined
  /**
   * Overrides of {@link DEFAULT_RELAY_LIMITS}.
   */
  limits?: Partial<RelayLimits> | undefined
  /**
   * How the `auth` JWT of an upgrade is checked: `'verify'` (shape and Ed25519 signature, the
   * default), `'shape'` (shape only) or `'off'`.
   */
  auth?: RelayAuthMode | undefined
  /**
   * Clock of the mailbox and the publish rates, in milliseconds; tests inject one to expire
   * messages and refill rates without waiting. (Auth JWTs are checked against `Date.now()`.)
   */
  now?: (() => number) | undefined
  /**
   * SQLite file that keeps the mailbox across restarts (its folder is created; one relay per
   * file). Without it the mailbox lives in memory and is lost on stop.
   */
  mailboxPath?: string | undefined
}

/** What {@link RunningRelay.stats} reports. */
export type RelayStats = {
  /** Sockets open now. */
  clients: number
  /** Sockets accepted since start. */
  connections: number
  /** Topics with a subscriber. */
  topics: number
  subscriptions: number
  mailboxMessages: number
  /** Bytes the mailbox counts: messages, topics and the per-entry overhead. */
  mailboxBytes: number
  /** Publishers and IPs holding mail (the mailbox's quota ledgers). */
  mailboxHolders: number
  /** Client identities and IPs with a socket or publish-rate ledger. */
  quotaLedgers: number
  /** Messages published (each message of a batch counts). */
  published: number
  /** `irn_subscription` frames sent. */
  delivered: number
  /** Client answers to `irn_subscription` received. */
  acks: number
  /** Error answers sent. */
  errors: number
}

/** A relay that is listening. */
export type RunningRelay = {
  /** `ws://host:port`, the `relayUrl` to give the WalletConnect clients. */
  url: string
  /** `http://host:port/verify/v3/attestation`: the local stand-in of the Verify page. */
  verifyUrl: string
  /** Closes every socket and the server; resolves once the port is free. */
  stop: () => Promise<void>
  stats: () => RelayStats
}

/** Errors {@link startRelay} rejects with. */
export type StartRelayErrorType = AirlockError

/**
 * Starts our WalletConnect relay: a WebSocket server that speaks the relay protocol the
 * `@walletconnect/core` 2.x clients use (subscribe, publish, the session shortcuts, a mailbox with
 * ttl), plus a local Verify page on the same port so that dapps never wait on the real one.
 */
export async function startRelay(options: StartRelayOptions): Promise<RunningRelay> {
  const host = options.host ?? '127.0.0.1'
  const limits = resolveLimits(options.limits)
  const now = options.now ?? Date.now
  const authMode = options.auth ?? 'verify'
  const hub = new RelayHub(limits, now, { mailboxPath: options.mailboxPath })
  const sockets = new Map<WebSocket, { client: RelayClient; missedPongs: number }>()
  let connections = 0
  let nextClientId = 0

  const server = createServer(serveHttp)
  const wss = new WebSocketServer({
    noServer: true,
    // ws closes with 1009 by itself above this; frames between maxFrameBytes and this get a
    // JSON-RPC error first.
    maxPayload: limits.maxFrameBytes * 2,
    perMessageDeflate: false,
  })

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://relay.local')
    // The wall clock, not `now`: the JWT's times come from the client's real clock.
    const auth = verifyRelayAuth(url.searchParams.get('auth'), authMode, Date.now(), limits)
    if (!auth.ok) return refuseUpgrade(socket, 401, auth.reason)
    const ip = clientIp(request.socket.remoteAddress)
    const overQuota = hub.quotas.admit(auth.issuer, ip)
    if (overQuota) return refuseUpgrade(socket, 429, overQuota)
    if (sockets.size >= limits.maxClients) return refuseUpgrade(socket, 503, 'too many clients')
    // ws completes the upgrade synchronously here, so the quota counted on connection is the one
    // just checked.
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, auth.issuer, ip))
  })

  function onConnection(ws: WebSocket, issuer: string | undefined, ip: string): void {
    connections++
    let held: string[] | undefined
    const id = ++nextClientId
    const client: RelayClient = {
      id,
      identity: issuer ?? `socket:${id}`,
      ip,
      send(text) {
        if (held) held.push(text)
        else if (ws.readyState === WebSocket.OPEN) ws.send(text)
      },
      subscriptions: new Map(),
      delivered: new Set(),
    }
    const state = { client, missedPongs: 0 }
    sockets.set(ws, state)
    hub.connect(client)
    ws.on('pong', () => {
      state.missedPongs = 0
    })
    ws.on('error', () => ws.terminate())
    ws.on('close', () => {
      sockets.delete(ws)
      hub.disconnect(client)
    })
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (byteLength(data) > limits.maxFrameBytes) {
        sendError(ws, 'null', RPC_ERROR.INVALID_REQUEST, 'Frame too large')
        ws.close(1009, 'frame too large')
        return
      }
      const frame = parseFrame(isBinary ? '' : rawText(data))
      if (frame.kind === 'invalid') return sendError(ws, frame.rawId, frame.code, frame.message)
      if (frame.kind === 'response') {
        hub.counters.acks++
        return
      }
      // Deliveries caused by this request (mailbox of a new subscription) follow its answer.
      held = []
      try {
        const result = handleRpc(hub, client, frame.method, frame.params, limits)
        ws.send(`{"id":${frame.rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`)
      } catch (error) {
        if (error instanceof RelayRpcError) sendError(ws, frame.rawId, error.code, error.message)
        else sendError(ws, frame.rawId, RPC_ERROR.INTERNAL_ERROR, 'Internal error')
      } finally {
        const queue = held
        held = undefined
        for (const text of queue) client.send(text)
      }
    })
  }

  function sendError(ws: WebSocket, rawId: string, code: RpcErrorCode, message: string): void {
    hub.counters.errors++
    if (ws.readyState !== WebSocket.OPEN) return
    ws.send(`{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`)
  }

  function serveHttp(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://relay.local')
    if (request.method === 'GET' && url.pathname === '/verify/v3/attestation') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(renderVerifyPage())
      return
    }
    if (request.method === 'GET' && url.pathname === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ ok: true, ...stats() }))
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('Not found. This is a WalletConnect relay: open a WebSocket.\n')
  }

  function stats(): RelayStats {
    return {
      clients: sockets.size,
      connections,
      topics: hub.topicCount,
      subscriptions: hub.subscriptionCount,
      mailboxMessages: hub.mailbox.size,
      mailboxBytes: hub.mailbox.bytes,
      mailboxHolders: hub.mailbox.holderCount,
      quotaLedgers: hub.quotas.size,
      ...hub.counters,
    }
  }

  const heartbeat = setInterval(() => {
    for (const [ws, state] of sockets) {
      if (state.missedPongs >= 2) {
        ws.terminate()
        continue
      }
      state.missedPongs++
      ws.ping()
    }
  }, limits.heartbeatIntervalMs)
  heartbeat.unref()
  const pruning = setInterval(() => hub.sweep(), limits.pruneIntervalMs)
  pruning.unref()

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (cause) {
    clearInterval(heartbeat)
    clearInterval(pruning)
    hub.close()
    throw new AirlockError(ErrorCode.INTERNAL, 'The relay could not listen', {
      details: `${host}:${options.port}: ${(cause as Error).message}`,
      cause,
    })
  }
  const { port } = server.address() as AddressInfo
  const base = `${host.includes(':') ? `[${host}]` : host}:${port}`

  let stopping: Promise<void> | undefined
  return {
    url: `ws://${base}`,
    verifyUrl: `http://${base}/verify/v3/attestation`,
    stats,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        clearInterval(heartbeat)
        clearInterval(pruning)
        for (const ws of sockets.keys()) ws.terminate()
        wss.close()
        server.close(() => resolve())
        server.closeAllConnections()
        hub.close()
      })
      return stopping
    },
  }
}

function resolveLimits(overrides: Partial<RelayLimits> | undefined): RelayLimits {
  const limits = { ...DEFAULT_RELAY_LIMITS }
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (!Object.hasOwn(DEFAULT_RELAY_LIMITS, key)) {
      throw new AirlockError(ErrorCode.INVALID_OPTIONS, `Unknown relay limit: ${key}`)
    }
    if (typeof value !== 'number' || !(value > 0)) {
      throw new AirlockError(
        ErrorCode.INVALID_OPTIONS,
        `Relay limit ${key} must be a positive number`,
      )
    }
    limits[key as keyof RelayLimits] = value
  }
  return limits
}

const STATUS_TEXT = { 401: 'Unauthorized', 429: 'Too Many Requests', 503: 'Service Unavailable' }

function refuseUpgrade(socket: Duplex, status: keyof typeof STATUS_TEXT, reason: string): void {
  const text = STATUS_TEXT[status]
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  )
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0)
  return data.byteLength
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}

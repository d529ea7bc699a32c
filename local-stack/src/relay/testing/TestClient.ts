import { WebSocket } from 'ws'
import { findRawId } from '../findRawId.ts'
import { createRelayJwt } from './createRelayJwt.ts'

/** A frame the relay sent to a {@link TestClient}. */
export type ReceivedFrame = {
  text: string
  /** The id as written in the frame. */
  rawId: string | undefined
  value: {
    id?: unknown
    method?: string
    params?: {
      id: string
      data: {
        topic: string
        message: string
        tag: number
        publishedAt: number
        attestation: string
      }
    }
    result?: unknown
    error?: { code: number; message: string }
  }
}

type Waiter = { match: (frame: ReceivedFrame) => boolean; resolve: (frame: ReceivedFrame) => void }

/**
 * Test helper: a raw WebSocket client of the relay that records every frame, acks every
 * `irn_subscription` the way the SDK does, and lets a test await a frame instead of sleeping.
 */
export class TestClient {
  readonly socket: WebSocket
  readonly frames: ReceivedFrame[] = []
  readonly #waiters: Waiter[] = []
  #nextId = 1

  private constructor(socket: WebSocket) {
    this.socket = socket
    socket.on('message', (data) => {
      const text = data.toString()
      const frame: ReceivedFrame = { text, rawId: findRawId(text), value: JSON.parse(text) }
      this.frames.push(frame)
      if (frame.value.method === 'irn_subscription') {
        socket.send(`{"id":${frame.rawId},"jsonrpc":"2.0","result":true}`)
      }
      for (const waiter of [...this.#waiters]) {
        if (waiter.match(frame)) {
          this.#waiters.splice(this.#waiters.indexOf(waiter), 1)
          waiter.resolve(frame)
        }
      }
    })
  }

  /** Connects (with a valid auth JWT unless `query` says otherwise) and waits for the open. */
  static async open(
    url: string,
    options: { query?: string; autoPong?: boolean; localAddress?: string } = {},
  ) {
    const query = options.query ?? `auth=${createRelayJwt(url)}&projectId=test&ua=test`
    const socket = new WebSocket(`${url}/?${query}`, {
      autoPong: options.autoPong ?? true,
      // Another loopback address (127.0.0.2) stands for another IP in the per-IP quota tests.
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    })
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    return new TestClient(socket)
  }

  /** Resolves with the first frame, already received or still to come, that matches. */
  waitFor(match: (frame: ReceivedFrame) => boolean): Promise<ReceivedFrame> {
    const seen = this.frames.find(match)
    if (seen) return Promise.resolve(seen)
    return new Promise((resolve) => this.#waiters.push({ match, resolve }))
  }

  /** Sends text and resolves with the answer that carries `rawId`. */
  sendRaw(text: string, rawId: string): Promise<ReceivedFrame> {
    const after = this.frames.length
    const answer = new Promise<ReceivedFrame>((resolve) => {
      const match = (frame: ReceivedFrame) =>
        frame.rawId === rawId &&
        frame.value.method === undefined &&
        this.frames.indexOf(frame) >= after
      this.#waiters.push({ match, resolve })
    })
    this.socket.send(text)
    return answer
  }

  /** Sends a JSON-RPC request and resolves with its answer. */
  request(method: string, params: unknown, rawId = String(this.#nextId++)): Promise<ReceivedFrame> {
    const text = `{"id":${rawId},"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params)}}`
    return this.sendRaw(text, rawId)
  }

  /** Resolves with the `irn_subscription` that carries `message`. */
  delivery(message: string): Promise<ReceivedFrame> {
    return this.waitFor(
      (frame) =>
        frame.value.method === 'irn_subscription' && frame.value.params?.data.message === message,
    )
  }

  /** Messages received through `irn_subscription`, in order. */
  deliveries(): string[] {
    return this.frames.flatMap((frame) =>
      frame.value.method === 'irn_subscription' && frame.value.params
        ? [frame.value.params.data.message]
        : [],
    )
  }

  /** Resolves with the close code once the socket is closed. */
  closed(): Promise<number> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve(-1)
    return new Promise((resolve) => this.socket.once('close', (code) => resolve(code)))
  }

  async close(): Promise<void> {
    const done = this.closed()
    this.socket.close()
    await done
  }
}

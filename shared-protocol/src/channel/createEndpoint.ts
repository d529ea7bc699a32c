import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import type { MethodTable, Remote } from './types.ts'

/** One side's calls and answers over the private port of a channel. */
export type Endpoint = Remote & {
  /** Starts talking over `port`, closing the one before (a reloaded modal gets a new port). */
  attach: (port: MessagePort) => void
  /** Stops for good: tells the peer if `notify`, rejects pending and later calls with `DESTROYED`. */
  close: (notify: boolean) => void
}

type PendingCall = {
  method: string
  resolve: (value: unknown) => void
  reject: (error: AirlockError) => void
  timer: ReturnType<typeof setTimeout>
}

/**
 * The part of a channel both roles share, once the handshake has handed over a MessagePort: calls
 * are `{ call: id, method, params }`, answered `{ reply: id, value }` or `{ reply: id, fault }`
 * (the method is missing, or threw instead of answering); `{ bye: true }` says the peer closed,
 * and `onBye` runs. Each call has its own timeout; nothing is answered once closed.
 */
export function createEndpoint(methods: MethodTable, onBye: () => void): Endpoint {
  const pending = new Map<number, PendingCall>()
  let port: MessagePort | undefined
  let nextId = 0
  let closed = false
  const fail = (code: ErrorCode, message: string, cause?: unknown) =>
    new AirlockError(code, message, { cause })

  const settle = (id: number) => {
    const call = pending.get(id)
    pending.delete(id)
    clearTimeout(call?.timer)
    return call
  }

  const answer = async (from: MessagePort, id: number, method: unknown, params: unknown) => {
    const handler =
      typeof method === 'string' && Object.hasOwn(methods, method) ? methods[method] : undefined
    let reply: object = { reply: id, fault: ErrorCode.METHOD_NOT_FOUND }
    try {
      if (handler) reply = { reply: id, value: await handler(params) }
    } catch {
      reply = { reply: id, fault: ErrorCode.INTERNAL }
    }
    if (closed) return
    try {
      from.postMessage(reply)
    } catch {
      from.postMessage({ reply: id, fault: ErrorCode.INTERNAL })
    }
  }

  const receive = (from: MessagePort, data: unknown) => {
    if (closed || typeof data !== 'object' || data === null) return
    const message = data as Record<string, unknown>
    if (typeof message.call === 'number') {
      void answer(from, message.call, message.method, message.params)
    } else if (typeof message.reply === 'number') {
      const call = settle(message.reply)
      if (!call) return
      if (message.fault === undefined) call.resolve(message.value)
      else if (message.fault === ErrorCode.METHOD_NOT_FOUND) {
        call.reject(
          fail(ErrorCode.METHOD_NOT_FOUND, `The other side has no method ${call.method}().`),
        )
      } else call.reject(fail(ErrorCode.INTERNAL, `${call.method}() failed.`))
    } else if (message.bye === true && from === port) {
      onBye()
    }
  }

  return {
    call: (method, params, timeoutMs) =>
      new Promise((resolve, reject) => {
        const through = port
        if (closed || !through) {
          reject(fail(ErrorCode.DESTROYED, `${method}() was called on a closed connection.`))
          return
        }
        const id = nextId++
        const timer = setTimeout(() => {
          settle(id)
          reject(
            fail(ErrorCode.REQUEST_TIMEOUT, `${method}() got no answer within ${timeoutMs} ms.`),
          )
        }, timeoutMs)
        pending.set(id, { method, resolve, reject, timer })
        try {
          through.postMessage({ call: id, method, params })
        } catch (error) {
          settle(id)
          reject(
            fail(ErrorCode.UNSUPPORTED_VALUE, `${method}() could not send its parameters.`, error),
          )
        }
      }),
    attach(next) {
      port?.close()
      port = next
      next.addEventListener('message', (event) => receive(next, event.data))
      next.start()
    },
    close(notify) {
      if (closed) return
      closed = true
      if (notify) port?.postMessage({ bye: true })
      port?.close()
      for (const [id, { method, reject }] of pending) {
        settle(id)
        reject(fail(ErrorCode.DESTROYED, `The channel closed before ${method}() was answered.`))
      }
    },
  }
}

import { PortMessenger, type RemoteProxy } from 'penpal'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { hostMethodSchemas } from '../schemas/hostMethodSchemas.ts'
import type { MethodHandlers, ModalMethodSchemas } from '../schemas/MethodTypes.ts'
import { modalMethodSchemas } from '../schemas/modalMethodSchemas.ts'
import { examples } from '../testing/examples.ts'
import { ObservedMessenger } from '../testing/ObservedMessenger.ts'
import { callMethod } from './callMethod.ts'
import { createMethodTable } from './createMethodTable.ts'
import { openChannel } from './openChannel.ts'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

type RawCall = (...args: unknown[]) => Promise<unknown>
const timeout = { timeoutMs: 5000 }

function modalHandlers(overrides: Partial<MethodHandlers<ModalMethodSchemas>> = {}) {
  const spies = {
    open: vi.fn(() => null),
    close: vi.fn(() => null),
    getState: vi.fn(() => examples.connectedState),
    connectorsChanged: vi.fn(() => null),
    walletEvent: vi.fn(() => null),
    providerRequest: vi.fn((): unknown => '0x1'),
    switchNetwork: vi.fn(() => null),
    disconnect: vi.fn(() => null),
  }
  return { ...spies, ...overrides } as typeof spies
}

function ports() {
  const { port1, port2 } = new MessageChannel()
  cleanups.push(
    () => port1.close(),
    () => port2.close(),
  )
  return { port1, port2 }
}

/** The modal on port1 exposes modalMethodSchemas; the host on port2 exposes hostMethodSchemas. */
function pair(
  options: {
    handlers?: ReturnType<typeof modalHandlers>
    channel?: string
    connectHost?: boolean
  } = {},
  { port1, port2 } = ports(),
) {
  const handlers = options.handlers ?? modalHandlers()
  const channel = options.channel ?? 'instance-1'
  const modalMessenger = new ObservedMessenger(new PortMessenger({ port: port1 }))
  const hostMessenger = new ObservedMessenger(new PortMessenger({ port: port2 }))
  const ready = vi.fn(() => ({
    protocolVersion: 1,
    sdkVersion: '0.1.0',
    options: {},
    open: null,
    connectors: [],
  }))
  const modal = openChannel({
    messenger: modalMessenger,
    channel,
    methods: createMethodTable(modalMethodSchemas, handlers),
  })
  cleanups.push(modal.destroy)
  const connectHost = () => {
    const host = openChannel({
      messenger: hostMessenger,
      channel,
      methods: createMethodTable(hostMethodSchemas, {
        ready,
        stateChanged: () => null,
        openUrl: () => ({ opened: true }),
        walletRequest: () => ['0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'],
        siwxNonce: () => ({ nonce: 'abcd1234' }),
      }),
    })
    cleanups.push(host.destroy)
    return host
  }
  const host = options.connectHost === false ? undefined : connectHost()
  return { modal, host, handlers, ready, modalMessenger, hostMessenger, connectHost, port1, port2 }
}

async function failure(promise: Promise<unknown>): Promise<AirlockError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof AirlockError) return error
    throw new Error(`rejected with a non-AirlockError: ${String(error)}`)
  }
  throw new Error('resolved')
}

function raw(remote: RemoteProxy, name: string): RawCall {
  return (remote as unknown as Record<string, RawCall>)[name] as RawCall
}

describe('openChannel over a MessageChannel', () => {
  test('default: calls work in both directions', async () => {
    const { host, modal, ready } = pair()
    const hostSide = await host?.remote
    const modalSide = await modal.remote
    if (!hostSide) throw new Error('no host')
    await expect(
      callMethod(hostSide, modalMethodSchemas, 'getState', {}, timeout),
    ).resolves.toEqual(examples.connectedState)
    await expect(
      callMethod(
        modalSide,
        hostMethodSchemas,
        'ready',
        { protocolVersions: [1], modalVersion: '0.1.0' },
        timeout,
      ),
    ).resolves.toMatchObject({ protocolVersion: 1, open: null })
    expect(ready).toHaveBeenCalledWith({ protocolVersions: [1], modalVersion: '0.1.0' })
  })

  test('error: a handler error crosses as a typed error with its data', async () => {
    const handlers = modalHandlers({
      providerRequest: () => {
        throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.', {
          data: { code: 4001 },
        })
      },
    })
    const remote = await pair({ handlers }).host?.remote
    const error = await failure(
      callMethod(
        remote as RemoteProxy,
        modalMethodSchemas,
        'providerRequest',
        { namespace: 'eip155', method: 'eth_sendTransaction' },
        timeout,
      ),
    )
    expect(error).toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'User rejected the request.',
      data: { code: 4001 },
    })
  })

  test('error: inherited method names are METHOD_NOT_FOUND', async () => {
    const { host } = pair()
    const remote = (await host?.remote) as RemoteProxy
    for (const name of ['toString', 'constructor', 'hasOwnProperty', '__proto__', 'valueOf']) {
      await expect(raw(remote, name)({})).rejects.toMatchObject({ code: 'METHOD_NOT_FOUND' })
      const error = await failure(
        callMethod(
          remote,
          // The caller's own table lists the name, so only the receiving side can refuse it.
          { [name]: modalMethodSchemas.close } as Record<string, typeof modalMethodSchemas.close>,
          name,
          {},
          timeout,
        ),
      )
      expect(error.code, name).toBe('METHOD_NOT_FOUND')
    }
  })

  test('error: invalid params are INVALID_PARAMS with the path; the handler is not called', async () => {
    const { host, handlers } = pair()
    const remote = (await host?.remote) as RemoteProxy
    const error = await failure(
      callMethod(
        remote,
        modalMethodSchemas,
        'open',
        { view: 'Nope' } as unknown as { view: 'Account' },
        timeout,
      ),
    )
    expect(error.code).toBe('INVALID_PARAMS')
    expect(error.details).toMatch(/^view: /)
    expect(handlers.open).not.toHaveBeenCalled()
  })

  test('error: oversized params are PAYLOAD_TOO_LARGE, before sending and at the receiving table', async () => {
    const { host, handlers, hostMessenger } = pair()
    const remote = (await host?.remote) as RemoteProxy
    const huge = { namespace: 'eip155', method: 'x', params: 'x'.repeat(5_000_000) }
    const sentBefore = hostMessenger.sent.length
    const error = await failure(
      callMethod(remote, modalMethodSchemas, 'providerRequest', huge as never, timeout),
    )
    expect(error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(hostMessenger.sent.length).toBe(sentBefore)
    // Bypassing callMethod, the receiving table refuses it.
    await expect(raw(remote, 'providerRequest')(huge)).resolves.toMatchObject({
      ok: false,
      error: { code: 'PAYLOAD_TOO_LARGE' },
    })
    expect(handlers.providerRequest).not.toHaveBeenCalled()
  })

  test('error: BigInt and function params are refused before sending; a raw BigInt is refused by the table', async () => {
    const { host, handlers, hostMessenger } = pair()
    const remote = (await host?.remote) as RemoteProxy
    const sentBefore = hostMessenger.sent.length
    for (const params of [10n ** 18n, () => 1]) {
      const error = await failure(
        callMethod(
          remote,
          modalMethodSchemas,
          'providerRequest',
          { namespace: 'eip155', method: 'eth_sendTransaction', params },
          timeout,
        ),
      )
      expect(error.code).toBe(ErrorCode.UNSUPPORTED_VALUE)
    }
    expect(hostMessenger.sent.length).toBe(sentBefore)
    await expect(
      raw(remote, 'providerRequest')({ namespace: 'eip155', method: 'x', params: { value: 1n } }),
    ).resolves.toMatchObject({ ok: false, error: { code: 'UNSUPPORTED_VALUE' } })
    expect(handlers.providerRequest).not.toHaveBeenCalled()
  })

  test('behavior: raw CALL messages posted before the handshake are never executed', async () => {
    const { port1, port2 } = ports()
    const replies: unknown[] = []
    port2.addEventListener('message', (event) => {
      const data = (event as MessageEvent).data
      if (data?.type === 'REPLY') replies.push(data)
    })
    const call = (id: string) => ({
      namespace: 'penpal',
      channel: 'instance-1',
      type: 'CALL',
      id,
      methodPath: ['disconnect'],
      args: [{}],
    })
    // Before the modal listens at all.
    port2.postMessage(call('early-1'))
    const { host, handlers, connectHost } = pair({ connectHost: false }, { port1, port2 })
    expect(host).toBeUndefined()
    // The modal listens, the host has not answered the handshake yet.
    port2.postMessage(call('early-2'))
    port2.postMessage({ ...call('early-3'), methodPath: ['getState'] })
    const remote = await connectHost().remote
    // A real call after the handshake: replies come in order, so the early ones were dropped.
    await expect(callMethod(remote, modalMethodSchemas, 'close', {}, timeout)).resolves.toBeNull()
    expect(handlers.disconnect).not.toHaveBeenCalled()
    expect(handlers.getState).not.toHaveBeenCalled()
    expect(handlers.close).toHaveBeenCalledTimes(1)
    expect(replies.map((reply) => (reply as { callId: string }).callId)).not.toContain('early-1')
    expect(replies.map((reply) => (reply as { callId: string }).callId)).not.toContain('early-2')
    // Control: the same raw message after the handshake is executed, so the shape was right.
    port2.postMessage(call('late'))
    await vi.waitFor(() => expect(handlers.disconnect).toHaveBeenCalledTimes(1))
  })

  test('behavior: a raw CALL on another channel or without the penpal namespace is ignored', async () => {
    const { port1, port2 } = ports()
    const { host, handlers } = pair({}, { port1, port2 })
    const remote = (await host?.remote) as RemoteProxy
    const call = { namespace: 'penpal', channel: 'instance-1', type: 'CALL', id: 'x', args: [{}] }
    port2.postMessage({ ...call, channel: 'other', methodPath: ['disconnect'] })
    port2.postMessage({ ...call, namespace: 'other', methodPath: ['disconnect'] })
    port2.postMessage({ ...call, channel: undefined, methodPath: ['disconnect'] })
    for (const junk of [
      null,
      'CALL',
      1n,
      [call],
      { penpal: 'call', methodName: 'disconnect', args: [] },
    ]) {
      port2.postMessage(junk)
    }
    await expect(callMethod(remote, modalMethodSchemas, 'close', {}, timeout)).resolves.toBeNull()
    expect(handlers.disconnect).not.toHaveBeenCalled()
  })

  test('error: after destroy() calls reject with DESTROYED and the handler is not invoked', async () => {
    const { host, handlers, hostMessenger } = pair()
    const remote = (await host?.remote) as RemoteProxy
    host?.destroy()
    expect(hostMessenger.destroyed).toBe(true)
    const error = await failure(callMethod(remote, modalMethodSchemas, 'disconnect', {}, timeout))
    expect(error.code).toBe('DESTROYED')
    // penpal's proxy throws synchronously once destroyed; callMethod turns that into a rejection.
    expect(() => raw(remote, 'disconnect')({})).toThrow(
      expect.objectContaining({ code: 'CONNECTION_DESTROYED' }),
    )
    expect(handlers.disconnect).not.toHaveBeenCalled()
    host?.destroy()
  })

  test('error: when the other side destroys, calls reject with DESTROYED', async () => {
    const { host, modal, handlers, hostMessenger } = pair()
    const remote = (await host?.remote) as RemoteProxy
    modal.destroy()
    await vi.waitFor(() => expect(hostMessenger.destroyed).toBe(true))
    const error = await failure(callMethod(remote, modalMethodSchemas, 'disconnect', {}, timeout))
    expect(error.code).toBe('DESTROYED')
    expect(handlers.disconnect).not.toHaveBeenCalled()
  })

  test('error: a call pending when the connection is destroyed rejects with DESTROYED', async () => {
    const handlers = modalHandlers({ getState: vi.fn(() => new Promise<never>(() => {})) })
    const { host } = pair({ handlers })
    const remote = (await host?.remote) as RemoteProxy
    const pending = failure(callMethod(remote, modalMethodSchemas, 'getState', {}, timeout))
    await vi.waitFor(() => expect(handlers.getState).toHaveBeenCalled())
    host?.destroy()
    expect((await pending).code).toBe('DESTROYED')
  })

  test('error: destroy() before the handshake rejects remote with DESTROYED', async () => {
    const { modal } = pair({ connectHost: false })
    modal.destroy()
    await expect(modal.remote).rejects.toMatchObject({ code: 'DESTROYED' })
  })

  test('error: no answer to the handshake is HANDSHAKE_TIMEOUT', async () => {
    const { port1 } = ports()
    const channel = openChannel({
      messenger: new PortMessenger({ port: port1 }),
      channel: 'lonely',
      methods: Object.create(null),
      timeoutMs: 20,
    })
    cleanups.push(channel.destroy)
    await expect(channel.remote).rejects.toMatchObject({ code: 'HANDSHAKE_TIMEOUT' })
  })

  test('error: a messenger used twice is INTERNAL, not a penpal error', () => {
    const { port1 } = ports()
    const messenger = new PortMessenger({ port: port1 })
    const first = openChannel({ messenger, channel: 'a', methods: Object.create(null) })
    cleanups.push(first.destroy)
    expect(() => openChannel({ messenger, channel: 'a', methods: Object.create(null) })).toThrow(
      expect.objectContaining({ code: 'INTERNAL' }),
    )
  })

  test('error: a result that violates the result schema is refused by callMethod', async () => {
    const handlers = modalHandlers({
      getState: () => ({ ...examples.connectedState, view: 'Hacked' }) as never,
    })
    const remote = (await pair({ handlers }).host?.remote) as RemoteProxy
    const error = await failure(callMethod(remote, modalMethodSchemas, 'getState', {}, timeout))
    expect(error).toMatchObject({ code: 'INVALID_PARAMS' })
    expect(error.details).toMatch(/^view: /)
  })

  test('error: a handler that never resolves rejects with REQUEST_TIMEOUT', async () => {
    const handlers = modalHandlers({ getState: () => new Promise<never>(() => {}) })
    const { host, hostMessenger } = pair({ handlers })
    const remote = (await host?.remote) as RemoteProxy
    const error = await failure(
      callMethod(remote, modalMethodSchemas, 'getState', {}, { timeoutMs: 25 }),
    )
    expect(error.code).toBe('REQUEST_TIMEOUT')
    expect(error.shortMessage).toBe('getState() got no answer within 25 ms.')
    expect(hostMessenger.pendingCalls.size).toBe(1) // the reply never came; penpal dropped the wait
  })

  test('behavior: a flood of 10,000 calls completes and leaves no pending state', async () => {
    const { host, handlers, hostMessenger, modalMessenger } = pair()
    const remote = (await host?.remote) as RemoteProxy
    // One answered call: both sides have finished their handshake and installed their handlers.
    await callMethod(remote, modalMethodSchemas, 'close', {}, timeout)
    const hostHandlers = hostMessenger.handlers.size
    const modalHandlerCount = modalMessenger.handlers.size
    const results = await Promise.all(
      Array.from({ length: 10_000 }, (_, i) =>
        callMethod(
          remote,
          modalMethodSchemas,
          'providerRequest',
          { namespace: 'eip155', method: `m${i}` },
          timeout,
        ),
      ),
    )
    expect(results).toHaveLength(10_000)
    expect(results.every((result) => result === '0x1')).toBe(true)
    expect(handlers.providerRequest).toHaveBeenCalledTimes(10_000)
    expect(hostMessenger.pendingCalls.size).toBe(0)
    expect(hostMessenger.handlers.size).toBe(hostHandlers)
    expect(modalMessenger.handlers.size).toBe(modalHandlerCount)
    host?.destroy()
    expect(hostMessenger.handlers.size).toBe(0)
  })

  test('behavior: two channels on one port pair do not cross-talk', async () => {
    const shared = ports()
    const a = pair({ channel: 'instance-a', handlers: modalHandlers() }, shared)
    const b = pair(
      {
        channel: 'instance-b',
        handlers: modalHandlers({ getState: vi.fn(() => examples.disconnectedState) }),
      },
      shared,
    )
    const remoteA = (await a.host?.remote) as RemoteProxy
    const remoteB = (await b.host?.remote) as RemoteProxy
    await expect(callMethod(remoteA, modalMethodSchemas, 'getState', {}, timeout)).resolves.toEqual(
      examples.connectedState,
    )
    await expect(callMethod(remoteB, modalMethodSchemas, 'getState', {}, timeout)).resolves.toEqual(
      examples.disconnectedState,
    )
    await callMethod(remoteA, modalMethodSchemas, 'disconnect', {}, timeout)
    expect(a.handlers.getState).toHaveBeenCalledTimes(1)
    expect(b.handlers.getState).toHaveBeenCalledTimes(1)
    expect(a.handlers.disconnect).toHaveBeenCalledTimes(1)
    expect(b.handlers.disconnect).not.toHaveBeenCalled()
  })
})

import { afterEach, describe, expect, test, vi } from 'vitest'
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { hostMethodSchemas } from '../schemas/hostMethodSchemas.ts'
import type { MethodHandlers, ModalMethodSchemas } from '../schemas/MethodTypes.ts'
import { modalMethodSchemas } from '../schemas/modalMethodSchemas.ts'
import { examples } from '../testing/examples.ts'
import { ObservedMessenger } from '../testing/ObservedMessenger.ts'
import { portPair } from '../testing/portPair.ts'
import { acceptChannel } from './acceptChannel.ts'
import { callMethod } from './callMethod.ts'
import { createMethodTable } from './createMethodTable.ts'
import { joinChannel } from './joinChannel.ts'
import { createPortMessenger } from './messengers.ts'
import type { Remote } from './types.ts'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

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
    setTheme: vi.fn(() => null),
  }
  return { ...spies, ...overrides } as typeof spies
}

const ports = () => portPair(cleanups)

/** The modal on port1 exposes modalMethodSchemas; the host on port2 exposes hostMethodSchemas. */
function pair(
  options: {
    handlers?: ReturnType<typeof modalHandlers>
    channel?: string
    connectModal?: boolean
  } = {},
  { port1, port2 } = ports(),
) {
  const handlers = options.handlers ?? modalHandlers()
  const channel = options.channel ?? 'instance-1'
  const modalMessenger = new ObservedMessenger(createPortMessenger(port1))
  const hostMessenger = new ObservedMessenger(createPortMessenger(port2))
  const ready = vi.fn(() => ({
    protocolVersion: 1,
    sdkVersion: '0.1.0',
    options: {},
    open: null,
    connectors: [],
  }))
  const host = acceptChannel({
    messenger: hostMessenger,
    channel,
    methods: createMethodTable(hostMethodSchemas, {
      ready,
      stateChanged: () => null,
      event: () => null,
      openUrl: () => ({ opened: true }),
      walletRequest: () => ['0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'],
      siwxNonce: () => ({ nonce: 'abcd1234' }),
    }),
  })
  cleanups.push(host.destroy)
  const connectModal = () => {
    const modal = joinChannel({
      messenger: modalMessenger,
      channel,
      methods: createMethodTable(modalMethodSchemas, handlers),
    })
    cleanups.push(modal.destroy)
    return modal
  }
  const modal = options.connectModal === false ? undefined : connectModal()
  return { modal, host, handlers, ready, modalMessenger, hostMessenger, connectModal, port1, port2 }
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

/** The remote with its `call` spied on, to see what reached the wire. */
function observed(remote: Remote) {
  const call = vi.fn(remote.call)
  return { remote: { call } as Remote, call }
}

describe('acceptChannel and joinChannel over a MessageChannel', () => {
  test('default: calls work in both directions', async () => {
    const { host, modal, ready } = pair()
    const hostSide = await host.remote
    const modalSide = await modal?.remote
    if (!modalSide) throw new Error('no modal')
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

  test('default: the handshake posts one hello and one welcome, and nothing else crosses the messenger', async () => {
    const { host, modal, hostMessenger, modalMessenger } = pair()
    const remote = await host.remote
    await modal?.remote
    await callMethod(remote, modalMethodSchemas, 'getState', {}, timeout)
    expect(modalMessenger.sent).toEqual([{ type: 'airlock:hello', channel: 'instance-1' }])
    expect(hostMessenger.sent).toEqual([{ type: 'airlock:welcome', channel: 'instance-1' }])
    // The modal stops listening to the messenger once it has its port; the host keeps listening
    // for the hello of a reloaded modal.
    expect(modalMessenger.listening).toBe(0)
    expect(hostMessenger.listening).toBe(1)
  })

  test('error: a handler error crosses as a typed error with its data', async () => {
    const handlers = modalHandlers({
      providerRequest: () => {
        throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.', {
          data: { code: 4001 },
        })
      },
    })
    const remote = await pair({ handlers }).host.remote
    const error = await failure(
      callMethod(
        remote,
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

  test('error: inherited or unknown method names are METHOD_NOT_FOUND', async () => {
    const remote = await pair().host.remote
    for (const name of [
      'toString',
      'constructor',
      'hasOwnProperty',
      '__proto__',
      'valueOf',
      'nope',
    ]) {
      await expect(remote.call(name, {}, 1000)).rejects.toMatchObject({
        code: 'METHOD_NOT_FOUND',
        shortMessage: `The other side has no method ${name}().`,
      })
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
    const remote = await host.remote
    const error = await failure(
      callMethod(
        remote,
        modalMethodSchemas,
        'open',
        { namespace: 'tron' } as unknown as { namespace: 'solana' },
        timeout,
      ),
    )
    expect(error.code).toBe('INVALID_PARAMS')
    expect(error.details).toMatch(/^namespace: /)
    expect(handlers.open).not.toHaveBeenCalled()
  })

  test('error: oversized params are PAYLOAD_TOO_LARGE, before sending and at the receiving table', async () => {
    const { host, handlers } = pair()
    const { remote, call } = observed(await host.remote)
    const huge = { namespace: 'eip155', method: 'x', params: 'x'.repeat(5_000_000) }
    const error = await failure(
      callMethod(remote, modalMethodSchemas, 'providerRequest', huge as never, timeout),
    )
    expect(error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(call).not.toHaveBeenCalled()
    // Bypassing callMethod, the receiving table refuses it.
    await expect(remote.call('providerRequest', huge, 5000)).resolves.toMatchObject({
      ok: false,
      error: { code: 'PAYLOAD_TOO_LARGE' },
    })
    expect(handlers.providerRequest).not.toHaveBeenCalled()
  })

  test('error: BigInt and function params are refused before sending; a raw BigInt is refused by the table', async () => {
    const { host, handlers } = pair()
    const { remote, call } = observed(await host.remote)
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
    expect(call).not.toHaveBeenCalled()
    await expect(
      remote.call(
        'providerRequest',
        { namespace: 'eip155', method: 'x', params: { value: 1n } },
        5000,
      ),
    ).resolves.toMatchObject({ ok: false, error: { code: 'UNSUPPORTED_VALUE' } })
    expect(handlers.providerRequest).not.toHaveBeenCalled()
  })

  test('behavior: calls posted to the messenger instead of the private port are never executed', async () => {
    const { port1, port2 } = ports()
    const call = (id: number) => ({ call: id, method: 'disconnect', params: {} })
    const { host, handlers } = pair({}, { port1, port2 })
    // Before and after the handshake, on the shared port rather than the private one.
    port2.postMessage(call(1))
    port2.postMessage({ type: 'airlock:hello', channel: 'instance-1', ...call(2) })
    const remote = await host.remote
    port2.postMessage(call(3))
    // A real call after them: the messenger's messages were dropped, never queued.
    await expect(callMethod(remote, modalMethodSchemas, 'close', {}, timeout)).resolves.toBeNull()
    expect(handlers.close).toHaveBeenCalledTimes(1)
    expect(handlers.disconnect).not.toHaveBeenCalled()
  })

  test('behavior: handshake messages of another channel, of another type, or junk are ignored', async () => {
    const { port1, port2 } = ports()
    const host = acceptChannel({
      messenger: createPortMessenger(port1),
      channel: 'mine',
      methods: Object.create(null),
    })
    cleanups.push(host.destroy)
    const welcomes: unknown[] = []
    port2.addEventListener('message', (event) => welcomes.push((event as MessageEvent).data))
    port2.start()
    for (const junk of [
      null,
      'airlock:hello',
      [{ type: 'airlock:hello', channel: 'mine' }],
      { type: 'airlock:hello', channel: 'other' },
      { type: 'airlock:hello' },
      { type: 'airlock:welcome', channel: 'mine' },
      { namespace: 'penpal', channel: 'mine', type: 'SYN', participantId: '1' },
    ]) {
      port2.postMessage(junk)
    }
    // Control: a real hello on the same port is answered, so the ones before it were read.
    port2.postMessage({ type: 'airlock:hello', channel: 'mine' })
    await vi.waitFor(() => expect(welcomes).toHaveLength(1))
    expect(welcomes[0]).toEqual({ type: 'airlock:welcome', channel: 'mine' })
  })

  test('behavior: a modal that says hello again (a reload) gets a new port and the host answers on it', async () => {
    const { port1, port2 } = ports()
    const { host, ready } = pair({ connectModal: false }, { port1, port2 })
    const first = joinChannel({
      messenger: createPortMessenger(port1),
      channel: 'instance-1',
      methods: createMethodTable(modalMethodSchemas, modalHandlers()),
    })
    const firstRemote = await first.remote
    const reloadedHandlers = modalHandlers({ getState: vi.fn(() => examples.disconnectedState) })
    const second = joinChannel({
      messenger: createPortMessenger(port1),
      channel: 'instance-1',
      methods: createMethodTable(modalMethodSchemas, reloadedHandlers),
    })
    cleanups.push(first.destroy, second.destroy)
    const secondRemote = await second.remote
    const readyParams = { protocolVersions: [1], modalVersion: '0.1.0' }
    await callMethod(secondRemote, hostMethodSchemas, 'ready', readyParams, timeout)
    expect(ready).toHaveBeenCalledTimes(1)
    // The host now calls the reloaded page.
    await expect(
      callMethod(await host.remote, modalMethodSchemas, 'getState', {}, timeout),
    ).resolves.toEqual(examples.disconnectedState)
    // The old page's port is closed: its calls never reach the host.
    const stale = failure(
      callMethod(firstRemote, hostMethodSchemas, 'ready', readyParams, { timeoutMs: 50 }),
    )
    expect((await stale).code).toBe('REQUEST_TIMEOUT')
    expect(ready).toHaveBeenCalledTimes(1)
  })

  test('error: after destroy() calls reject with DESTROYED and the handler is not invoked', async () => {
    const { host, handlers, hostMessenger } = pair()
    const remote = await host.remote
    host.destroy()
    expect(hostMessenger.listening).toBe(0)
    const error = await failure(callMethod(remote, modalMethodSchemas, 'disconnect', {}, timeout))
    expect(error).toMatchObject({
      code: 'DESTROYED',
      shortMessage: 'disconnect() was called on a closed connection.',
    })
    expect(handlers.disconnect).not.toHaveBeenCalled()
    host.destroy()
  })

  test('error: when the other side destroys, calls reject with DESTROYED', async () => {
    const { host, modal, handlers, hostMessenger } = pair()
    const remote = await host.remote
    await modal?.remote
    modal?.destroy()
    await vi.waitFor(() => expect(hostMessenger.listening).toBe(0))
    const error = await failure(callMethod(remote, modalMethodSchemas, 'disconnect', {}, timeout))
    expect(error.code).toBe('DESTROYED')
    expect(handlers.disconnect).not.toHaveBeenCalled()
  })

  test('error: a call pending when the connection is destroyed rejects with DESTROYED', async () => {
    const handlers = modalHandlers({ getState: vi.fn(() => new Promise<never>(() => {})) })
    const { host } = pair({ handlers })
    const remote = await host.remote
    const pending = failure(callMethod(remote, modalMethodSchemas, 'getState', {}, timeout))
    await vi.waitFor(() => expect(handlers.getState).toHaveBeenCalled())
    host.destroy()
    expect(await pending).toMatchObject({
      code: 'DESTROYED',
      shortMessage: 'The channel closed before getState() was answered.',
    })
  })

  test('error: destroy() before the handshake rejects remote with DESTROYED', async () => {
    const { host } = pair({ connectModal: false })
    host.destroy()
    await expect(host.remote).rejects.toMatchObject({ code: 'DESTROYED' })
  })

  test('error: a result that violates the result schema is refused by callMethod', async () => {
    const handlers = modalHandlers({
      getState: () => ({ ...examples.connectedState, view: '' }) as never,
    })
    const remote = await pair({ handlers }).host.remote
    const error = await failure(callMethod(remote, modalMethodSchemas, 'getState', {}, timeout))
    expect(error).toMatchObject({ code: 'INVALID_PARAMS' })
    expect(error.details).toMatch(/^view: /)
  })

  test('error: a handler that never resolves rejects with REQUEST_TIMEOUT', async () => {
    const handlers = modalHandlers({ getState: () => new Promise<never>(() => {}) })
    const remote = await pair({ handlers }).host.remote
    const error = await failure(
      callMethod(remote, modalMethodSchemas, 'getState', {}, { timeoutMs: 25 }),
    )
    expect(error.code).toBe('REQUEST_TIMEOUT')
    expect(error.shortMessage).toBe('getState() got no answer within 25 ms.')
  })

  test('behavior: a flood of 10,000 calls completes in order', async () => {
    const { host, handlers, hostMessenger, modalMessenger } = pair()
    const remote = await host.remote
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
    expect(handlers.providerRequest.mock.calls.at(-1)).toEqual([
      { namespace: 'eip155', method: 'm9999' },
    ])
    expect(hostMessenger.listening).toBe(1)
    expect(modalMessenger.listening).toBe(0)
    host.destroy()
    expect(hostMessenger.listening).toBe(0)
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
    const remoteA = await a.host.remote
    const remoteB = await b.host.remote
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

import { CallOptions, PenpalError, type RemoteProxy } from 'penpal'
import { describe, expect, test, vi } from 'vitest'
import { AirlockError } from '../errors/AirlockError.ts'
import { modalMethodSchemas } from '../schemas/modalMethodSchemas.ts'
import { examples } from '../testing/examples.ts'
import { callMethod } from './callMethod.ts'

/** A stand-in for penpal's remote proxy: every method runs `answer`. */
function fakeRemote(answer: (...args: unknown[]) => unknown) {
  const spy = vi.fn(answer)
  const remote = new Proxy(Object.create(null), { get: () => spy }) as RemoteProxy
  return { remote, spy }
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

const options = { timeoutMs: 1000 }

describe('callMethod', () => {
  test('default: sends the params with a CallOptions timeout and returns the parsed value', async () => {
    const { remote, spy } = fakeRemote(async () => ({
      ok: true,
      value: { ...examples.connectedState, extra: 'stripped' },
    }))
    await expect(callMethod(remote, modalMethodSchemas, 'getState', {}, options)).resolves.toEqual(
      examples.connectedState,
    )
    expect(spy).toHaveBeenCalledTimes(1)
    const [params, callOptions] = spy.mock.calls[0] as unknown[]
    expect(params).toEqual({})
    expect(callOptions).toBeInstanceOf(CallOptions)
    expect((callOptions as CallOptions).timeout).toBe(1000)
  })

  test('args: timeoutMs past 2^31 - 1 is capped there', async () => {
    const { remote, spy } = fakeRemote(async () => ({ ok: true, value: null }))
    await callMethod(remote, modalMethodSchemas, 'close', {}, { timeoutMs: 1e12 })
    const [, callOptions] = spy.mock.calls[0] as unknown[]
    expect((callOptions as CallOptions).timeout).toBe(2_147_483_647)
  })

  test('error: a timeoutMs that is not positive is INTERNAL and nothing is sent', async () => {
    const { remote, spy } = fakeRemote(async () => ({ ok: true, value: null }))
    for (const timeoutMs of [0, -1, Number.NaN, undefined as unknown as number]) {
      const error = await failure(
        callMethod(remote, modalMethodSchemas, 'close', {}, { timeoutMs }),
      )
      expect(error.code).toBe('INTERNAL')
    }
    expect(spy).not.toHaveBeenCalled()
  })

  test('error: a method that is not an own entry of the schemas is METHOD_NOT_FOUND, not sent', async () => {
    const { remote, spy } = fakeRemote(async () => ({ ok: true, value: null }))
    for (const method of ['toString', 'constructor', '__proto__', 'nope']) {
      const error = await failure(
        callMethod(remote, modalMethodSchemas, method as 'close', {}, options),
      )
      expect(error.code).toBe('METHOD_NOT_FOUND')
    }
    expect(spy).not.toHaveBeenCalled()
  })

  test('error: BigInt, functions and cycles in params are UNSUPPORTED_VALUE before sending', async () => {
    const { remote, spy } = fakeRemote(async () => ({ ok: true, value: null }))
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    for (const params of [1n, () => 1, { n: 1n }, { f: () => 1 }, cyclic]) {
      const error = await failure(
        callMethod(
          remote,
          modalMethodSchemas,
          'providerRequest',
          { namespace: 'eip155', method: 'x', params },
          options,
        ),
      )
      expect(error.code).toBe('UNSUPPORTED_VALUE')
    }
    expect(spy).not.toHaveBeenCalled()
  })

  test('error: oversized params are PAYLOAD_TOO_LARGE before sending', async () => {
    const { remote, spy } = fakeRemote(async () => ({ ok: true, value: null }))
    const error = await failure(
      callMethod(
        remote,
        modalMethodSchemas,
        'providerRequest',
        { namespace: 'eip155', method: 'x', params: 'x'.repeat(50 * 1024 * 1024) },
        options,
      ),
    )
    expect(error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(spy).not.toHaveBeenCalled()
  })

  test('error: the peer answering { ok: false } rejects with its error', async () => {
    const { remote } = fakeRemote(async () => ({
      ok: false,
      error: { code: 'USER_REJECTED', message: 'Declined', data: { code: 4001 } },
    }))
    const error = await failure(
      callMethod(
        remote,
        modalMethodSchemas,
        'providerRequest',
        { namespace: 'eip155', method: 'eth_sendTransaction' },
        options,
      ),
    )
    expect(error).toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'Declined',
      data: { code: 4001 },
    })
  })

  test('error: a reply that is not an envelope is INVALID_PARAMS', async () => {
    for (const reply of [undefined, null, examples.connectedState, { ok: true }, 'ok']) {
      const { remote } = fakeRemote(async () => reply)
      const error = await failure(callMethod(remote, modalMethodSchemas, 'getState', {}, options))
      expect(error.code).toBe('INVALID_PARAMS')
    }
  })

  test('error: a value that breaks the result schema is INVALID_PARAMS naming the path', async () => {
    const { remote } = fakeRemote(async () => ({
      ok: true,
      value: { ...examples.connectedState, network: { caipNetworkId: 'eip155', name: 'x' } },
    }))
    const error = await failure(callMethod(remote, modalMethodSchemas, 'getState', {}, options))
    expect(error).toMatchObject({
      code: 'INVALID_PARAMS',
      shortMessage: 'The answer to getState() does not match the protocol.',
      details: 'network.caipNetworkId: Expected a CAIP-2 network id of a known namespace',
    })
  })

  test('error: a reply value past the bounds is refused', async () => {
    let deep: unknown = 1
    for (let i = 0; i < 10_000; i++) deep = [deep]
    const { remote } = fakeRemote(async () => ({ ok: true, value: deep }))
    const error = await failure(
      callMethod(
        remote,
        modalMethodSchemas,
        'providerRequest',
        { namespace: 'eip155', method: 'x' },
        options,
      ),
    )
    expect(error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  test('error: every penpal failure maps to an AirlockError code', async () => {
    const cases: Array<[unknown, string]> = [
      [new PenpalError('METHOD_CALL_TIMEOUT', 'timed out'), 'REQUEST_TIMEOUT'],
      [new PenpalError('METHOD_NOT_FOUND', 'not found'), 'METHOD_NOT_FOUND'],
      [new PenpalError('CONNECTION_DESTROYED', 'destroyed'), 'DESTROYED'],
      [new PenpalError('TRANSMISSION_FAILED', '() => 1 could not be cloned.'), 'UNSUPPORTED_VALUE'],
      [
        new PenpalError(
          'TRANSMISSION_FAILED',
          'Cannot send message because the MessagePort is not connected',
        ),
        'CONNECTION_RESET',
      ],
      [new PenpalError('CONNECTION_TIMEOUT', 'x'), 'INTERNAL'],
      [new PenpalError('INVALID_ARGUMENT', 'x'), 'INTERNAL'],
      [new Error('a raw peer threw'), 'INTERNAL'],
      ['a raw peer rejected with a string', 'INTERNAL'],
      [undefined, 'INTERNAL'],
    ]
    for (const [thrown, code] of cases) {
      const { remote } = fakeRemote(() => Promise.reject(thrown))
      const error = await failure(callMethod(remote, modalMethodSchemas, 'close', {}, options))
      expect(error.code, String(thrown)).toBe(code)
      expect(error.cause).toBe(thrown)
    }
  })

  test('error: a proxy that throws synchronously is mapped too', async () => {
    const { remote } = fakeRemote(() => {
      throw new PenpalError('CONNECTION_DESTROYED', 'destroyed')
    })
    const error = await failure(callMethod(remote, modalMethodSchemas, 'close', {}, options))
    expect(error.code).toBe('DESTROYED')
  })

  test('behavior: error text', async () => {
    const { remote } = fakeRemote(() => Promise.reject(new PenpalError('METHOD_CALL_TIMEOUT', '')))
    const error = await failure(callMethod(remote, modalMethodSchemas, 'getState', {}, options))
    expect(error.message).toMatchInlineSnapshot(`"getState() got no answer within 1000 ms."`)
  })
})

import { describe, expect, test, vi } from 'vitest'
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { modalMethodSchemas } from '../schemas/modalMethodSchemas.ts'
import { examples } from '../testing/examples.ts'
import { callMethod } from './callMethod.ts'
import type { Remote } from './types.ts'

/** A stand-in for the channel's remote: every call runs `answer`. */
function fakeRemote(answer: (...args: unknown[]) => unknown) {
  const spy = vi.fn(answer)
  const remote: Remote = { call: (...args) => spy(...args) as Promise<unknown> }
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
  test('default: sends the method and params with the timeout and returns the parsed value', async () => {
    const { remote, spy } = fakeRemote(async () => ({
      ok: true,
      value: { ...examples.connectedState, extra: 'stripped' },
    }))
    await expect(callMethod(remote, modalMethodSchemas, 'getState', {}, options)).resolves.toEqual(
      examples.connectedState,
    )
    expect(spy).toHaveBeenCalledTimes(1)
    expect(spy).toHaveBeenCalledWith('getState', {}, 1000)
  })

  test('args: timeoutMs past 2^31 - 1 is capped there', async () => {
    const { remote, spy } = fakeRemote(async () => ({ ok: true, value: null }))
    await callMethod(remote, modalMethodSchemas, 'close', {}, { timeoutMs: 1e12 })
    expect(spy).toHaveBeenCalledWith('close', {}, 2_147_483_647)
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

  test('error: AirlockErrors of the channel pass through; anything else a remote throws is INTERNAL', async () => {
    const timeout = new AirlockError(
      ErrorCode.REQUEST_TIMEOUT,
      'close() got no answer within 1000 ms.',
    )
    const cases: Array<[unknown, string]> = [
      [timeout, 'REQUEST_TIMEOUT'],
      [new Error('a hand-made remote threw'), 'INTERNAL'],
      ['a hand-made remote rejected with a string', 'INTERNAL'],
      [undefined, 'INTERNAL'],
    ]
    for (const [thrown, code] of cases) {
      const { remote } = fakeRemote(() => Promise.reject(thrown))
      const error = await failure(callMethod(remote, modalMethodSchemas, 'close', {}, options))
      expect(error.code, String(thrown)).toBe(code)
      if (thrown === timeout) expect(error).toBe(timeout)
      else expect(error.cause).toBe(thrown)
    }
  })

  test('error: a remote that throws synchronously is mapped too', async () => {
    const { remote } = fakeRemote(() => {
      throw new Error('sync')
    })
    const error = await failure(callMethod(remote, modalMethodSchemas, 'close', {}, options))
    expect(error.code).toBe('INTERNAL')
    expect(error.shortMessage).toBe('close() failed.')
  })

  test('behavior: error text', async () => {
    const { remote } = fakeRemote(() => ({ ok: 'maybe' }))
    const error = await failure(callMethod(remote, modalMethodSchemas, 'getState', {}, options))
    expect(error.code).toBe('INVALID_PARAMS')
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"The answer from the peer is not a result envelope."`,
    )
  })
})

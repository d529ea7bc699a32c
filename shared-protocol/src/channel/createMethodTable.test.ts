import { describe, expect, test, vi } from 'vitest'
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import type { MethodHandlers, ModalMethodSchemas } from '../schemas/MethodTypes.ts'
import { modalMethodSchemas } from '../schemas/modalMethodSchemas.ts'
import { examples } from '../testing/examples.ts'
import { createMethodTable } from './createMethodTable.ts'

type Call = (...args: unknown[]) => Promise<unknown>

function handlers(overrides: Partial<MethodHandlers<ModalMethodSchemas>> = {}) {
  return {
    open: () => null,
    close: () => undefined as unknown as null,
    getState: () => examples.connectedState,
    connectorsChanged: () => null,
    walletEvent: () => null,
    providerRequest: () => '0x1',
    switchNetwork: () => null,
    disconnect: () => null,
    setTheme: () => null,
    ...overrides,
  } satisfies MethodHandlers<ModalMethodSchemas>
}

function table(overrides: Partial<MethodHandlers<ModalMethodSchemas>> = {}, onError = vi.fn()) {
  return createMethodTable(modalMethodSchemas, handlers(overrides), {
    onError,
  }) as unknown as Record<string, Call | undefined>
}

describe('createMethodTable', () => {
  test('default: a method answers { ok: true, value }', async () => {
    await expect(table().getState?.({})).resolves.toEqual({
      ok: true,
      value: examples.connectedState,
    })
    await expect(
      table().providerRequest?.({ namespace: 'eip155', method: 'eth_chainId' }),
    ).resolves.toEqual({ ok: true, value: '0x1' })
  })

  test('behavior: undefined results become null', async () => {
    await expect(table().close?.({})).resolves.toEqual({ ok: true, value: null })
  })

  test('behavior: no argument is an empty parameter object', async () => {
    await expect(table().close?.()).resolves.toEqual({ ok: true, value: null })
  })

  test('behavior: the table has no prototype, so inherited names are absent', () => {
    const methods = table()
    expect(Object.getPrototypeOf(methods)).toBeNull()
    for (const name of ['toString', 'constructor', 'hasOwnProperty', '__proto__', 'valueOf']) {
      expect(methods[name]).toBeUndefined()
    }
    expect(Object.keys(methods)).toEqual(Object.keys(modalMethodSchemas))
  })

  test('behavior: unknown keys are stripped before the handler sees them', async () => {
    const open = vi.fn(() => null)
    const hostile = structuredClone(
      JSON.parse(
        '{"view":"Account","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}},"extra":1}',
      ),
    )
    await expect(table({ open }).open?.(hostile)).resolves.toEqual({ ok: true, value: null })
    expect(open).toHaveBeenCalledWith({ view: 'Account' })
    const received = open.mock.calls[0] as unknown[]
    expect(Object.keys(received[0] as object)).toEqual(['view'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  test('error: invalid params are INVALID_PARAMS naming the path, and the handler is not called', async () => {
    const getState = vi.fn(() => examples.connectedState)
    const switchNetwork = vi.fn(() => null)
    const methods = table({ getState, switchNetwork })
    await expect(methods.switchNetwork?.({ caipNetworkId: 'eip155' })).resolves.toEqual({
      ok: false,
      error: {
        code: 'INVALID_PARAMS',
        message: 'Invalid parameters for switchNetwork().',
        data: {
          details: 'caipNetworkId: Expected a CAIP-2 network id of a known namespace',
          value: undefined,
        },
      },
    })
    await expect(methods.getState?.('state')).resolves.toMatchObject({
      ok: false,
      error: { code: 'INVALID_PARAMS', data: { details: expect.stringMatching(/^\(root\): /) } },
    })
    expect(switchNetwork).not.toHaveBeenCalled()
    expect(getState).not.toHaveBeenCalled()
  })

  test('error: BigInt, cycles and functions in params are UNSUPPORTED_VALUE', async () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    for (const params of [{ value: 1n }, cyclic, { callback: () => 1 }, new Date()]) {
      await expect(table().close?.(params)).resolves.toMatchObject({
        ok: false,
        error: { code: 'UNSUPPORTED_VALUE' },
      })
    }
  })

  test('error: oversized params are PAYLOAD_TOO_LARGE', async () => {
    const providerRequest = vi.fn(() => null)
    let deep: unknown = 1
    for (let i = 0; i < 10_000; i++) deep = [deep]
    for (const params of [
      { namespace: 'eip155', method: 'x', params: 'x'.repeat(2_000_000) },
      { namespace: 'eip155', method: 'x', params: deep },
      { namespace: 'eip155', method: 'x', params: new Array(100_000).fill(0) },
    ]) {
      await expect(table({ providerRequest }).providerRequest?.(params)).resolves.toMatchObject({
        ok: false,
        error: { code: 'PAYLOAD_TOO_LARGE' },
      })
    }
    expect(providerRequest).not.toHaveBeenCalled()
  })

  test('error: an AirlockError from a handler crosses with its code, details and data', async () => {
    const providerRequest = () => {
      throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.', {
        data: { code: 4001 },
      })
    }
    await expect(
      table({ providerRequest }).providerRequest?.({ namespace: 'eip155', method: 'eth_sign' }),
    ).resolves.toEqual({
      ok: false,
      error: { code: 'USER_REJECTED', message: 'User rejected the request.', data: { code: 4001 } },
    })
  })

  test('error: other thrown values and rejections become INTERNAL', async () => {
    const cases: Array<[() => unknown, string]> = [
      [
        () => {
          throw new TypeError('boom')
        },
        'boom',
      ],
      [() => Promise.reject(new Error('later')), 'later'],
      [
        () => {
          throw 'text'
        },
        'text',
      ],
      [() => Promise.reject(undefined), 'Unknown error'],
    ]
    for (const [getState, message] of cases) {
      await expect(table({ getState: getState as () => never }).getState?.({})).resolves.toEqual({
        ok: false,
        error: { code: 'INTERNAL', message },
      })
    }
  })

  test('error: a result that cannot cross is refused, not sent', async () => {
    for (const value of [1n, new Date(), () => 1, { big: 1n }, 'x'.repeat(2_000_000)]) {
      const answer = await table({ providerRequest: () => value }).providerRequest?.({
        namespace: 'eip155',
        method: 'eth_chainId',
      })
      expect(answer).toMatchObject({ ok: false })
      expect(() => structuredClone(answer)).not.toThrow()
    }
  })

  test('behavior: onError sees every error; an onError that throws is ignored', async () => {
    const onError = vi.fn(() => {
      throw new Error('logger broke')
    })
    const methods = table({}, onError)
    await expect(methods.switchNetwork?.({})).resolves.toMatchObject({ ok: false })
    expect(onError).toHaveBeenCalledWith('switchNetwork', expect.any(AirlockError))
  })

  test('behavior: handlers on a class prototype keep their this', async () => {
    class Handlers {
      state = examples.disconnectedState
      open() {
        return null
      }
      close() {
        return null
      }
      getState() {
        return this.state
      }
      connectorsChanged() {
        return null
      }
      walletEvent() {
        return null
      }
      providerRequest() {
        return null
      }
      switchNetwork() {
        return null
      }
      disconnect() {
        return null
      }
      setTheme() {
        return null
      }
    }
    const methods = createMethodTable(modalMethodSchemas, new Handlers()) as Record<string, Call>
    await expect(methods.getState?.({})).resolves.toEqual({
      ok: true,
      value: examples.disconnectedState,
    })
  })

  test('error: a missing handler fails when the table is built', () => {
    const { disconnect: _, ...partial } = handlers()
    expect(() =>
      createMethodTable(modalMethodSchemas, partial as MethodHandlers<ModalMethodSchemas>),
    ).toThrowErrorMatchingInlineSnapshot(`[AirlockError: No handler for the method disconnect().]`)
  })
})

import { describe, expect, expectTypeOf, test } from 'vitest'
import { AirlockError } from './AirlockError.ts'
import { deserializeError } from './deserializeError.ts'
import { ErrorCode } from './ErrorCode.ts'
import { type SerializedError, serializeError } from './serializeError.ts'

describe('serializeError', () => {
  test('default: an AirlockError crosses as code and short message', () => {
    expect(serializeError(new AirlockError(ErrorCode.USER_REJECTED, 'Declined'))).toEqual({
      code: 'USER_REJECTED',
      message: 'Declined',
    })
  })

  test('args: data crosses as data', () => {
    const error = new AirlockError(ErrorCode.USER_REJECTED, 'Declined', { data: { code: 4001 } })
    expect(serializeError(error)).toEqual({
      code: 'USER_REJECTED',
      message: 'Declined',
      data: { code: 4001 },
    })
  })

  test('args: details and data cross as { details, value }', () => {
    const error = new AirlockError(ErrorCode.INVALID_PARAMS, 'Bad', {
      details: 'view: Invalid option',
      data: [1],
    })
    expect(serializeError(error)).toEqual({
      code: 'INVALID_PARAMS',
      message: 'Bad',
      data: { details: 'view: Invalid option', value: [1] },
    })
  })

  test('behavior: neither stack nor cause crosses', () => {
    const error = new AirlockError(ErrorCode.INTERNAL, 'Top', { cause: new Error('secret') })
    const serialized = serializeError(error)
    expect(JSON.stringify(serialized)).not.toContain('secret')
    expect(serialized).not.toHaveProperty('stack')
  })

  test('behavior: the result survives structuredClone unchanged', () => {
    const error = new AirlockError(ErrorCode.USER_REJECTED, 'Declined', {
      details: 'More',
      data: { code: 4001, nested: { list: ['a'] } },
    })
    const serialized = serializeError(error)
    expect(structuredClone(serialized)).toEqual(serialized)
  })

  test('behavior: a plain Error becomes INTERNAL with its message', () => {
    expect(serializeError(new TypeError('boom'))).toEqual({ code: 'INTERNAL', message: 'boom' })
    expect(serializeError(new RangeError(''))).toEqual({ code: 'INTERNAL', message: 'RangeError' })
  })

  test('behavior: thrown strings and other values', () => {
    expect(serializeError('plain text')).toEqual({ code: 'INTERNAL', message: 'plain text' })
    for (const value of [undefined, null, 0, '', 4001, { code: 'USER_REJECTED' }, Symbol('s')]) {
      expect(serializeError(value)).toEqual({ code: 'INTERNAL', message: 'Unknown error' })
    }
  })

  test('behavior: a long message is cut to 2000 characters', () => {
    const { message } = serializeError(new AirlockError(ErrorCode.INTERNAL, 'x'.repeat(100_000)))
    expect(message).toHaveLength(2000)
    expect(message.endsWith('…')).toBe(true)
  })

  test('behavior: data that cannot cross is dropped, details stay', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    for (const data of [cyclic, 1n, () => 1, new Date(0), new Map()]) {
      expect(serializeError(new AirlockError(ErrorCode.INTERNAL, 'x', { data }))).toEqual({
        code: 'INTERNAL',
        message: 'x',
      })
      expect(
        serializeError(new AirlockError(ErrorCode.INTERNAL, 'x', { data, details: 'd' })),
      ).toEqual({ code: 'INTERNAL', message: 'x', data: { details: 'd' } })
    }
  })

  test('error: a hostile thrown value never makes it throw', () => {
    const trap = new Proxy(
      {},
      {
        getPrototypeOf() {
          throw new Error('trap')
        },
      },
    )
    expect(serializeError(trap)).toEqual({ code: 'INTERNAL', message: 'Unknown error' })
    const getter = new Error('x')
    Object.defineProperty(getter, 'message', {
      get() {
        throw new Error('getter')
      },
    })
    expect(serializeError(getter)).toEqual({ code: 'INTERNAL', message: 'Unknown error' })
  })

  test('behavior: round trip through deserializeError keeps code, message, details and data', () => {
    const cases = [
      new AirlockError(ErrorCode.USER_REJECTED, 'Declined'),
      new AirlockError(ErrorCode.USER_REJECTED, 'Declined', { data: { code: 4001 } }),
      new AirlockError(ErrorCode.INVALID_PARAMS, 'Bad', { details: 'path: reason' }),
      new AirlockError(ErrorCode.HTTP_ERROR, 'HTTP status code: 500', {
        details: 'GET /x',
        data: { status: 500 },
      }),
    ]
    for (const original of cases) {
      const rebuilt = deserializeError(structuredClone(serializeError(original)))
      expect(rebuilt).toBeInstanceOf(AirlockError)
      expect({
        code: rebuilt.code,
        shortMessage: rebuilt.shortMessage,
        details: rebuilt.details,
        data: rebuilt.data,
        message: rebuilt.message,
      }).toEqual({
        code: original.code,
        shortMessage: original.shortMessage,
        details: original.details,
        data: original.data,
        message: original.message,
      })
    }
  })
})

describe('SerializedError', () => {
  test('default: code is an ErrorCode, data is optional', () => {
    expectTypeOf<SerializedError['code']>().toEqualTypeOf<ErrorCode>()
    expectTypeOf<{ code: 'INTERNAL'; message: string }>().toExtend<SerializedError>()
  })
})

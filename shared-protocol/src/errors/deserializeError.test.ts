import { describe, expect, test } from 'vitest'
import { AirlockError } from './AirlockError.ts'
import { deserializeError } from './deserializeError.ts'

function fields(error: AirlockError) {
  return {
    code: error.code,
    shortMessage: error.shortMessage,
    details: error.details,
    data: error.data,
  }
}

describe('deserializeError', () => {
  test('default: rebuilds an AirlockError', () => {
    const error = deserializeError({ code: 'REQUEST_TIMEOUT', message: 'No answer' })
    expect(error).toBeInstanceOf(AirlockError)
    expect(fields(error)).toEqual({
      code: 'REQUEST_TIMEOUT',
      shortMessage: 'No answer',
      details: undefined,
      data: undefined,
    })
  })

  test('args: data without details is kept whole', () => {
    const error = deserializeError({ code: 'USER_REJECTED', message: 'No', data: { code: 4001 } })
    expect(error.data).toEqual({ code: 4001 })
    expect(error.details).toBeUndefined()
  })

  test('args: { details, value } is unpacked', () => {
    const error = deserializeError({
      code: 'INVALID_PARAMS',
      message: 'Bad',
      data: { details: 'view: Invalid option', value: 7 },
    })
    expect(fields(error)).toEqual({
      code: 'INVALID_PARAMS',
      shortMessage: 'Bad',
      details: 'view: Invalid option',
      data: 7,
    })
  })

  test('args: data with details and other keys keeps the details and the whole data', () => {
    const data = { details: 'text', status: 500 }
    const error = deserializeError({ code: 'HTTP_ERROR', message: 'HTTP', data })
    expect(error.details).toBe('text')
    expect(error.data).toEqual(data)
  })

  test('error: non-objects become a malformed INTERNAL error', () => {
    for (const value of [undefined, null, 0, 1n, 'USER_REJECTED', true, Symbol('x'), () => 1, []]) {
      expect(fields(deserializeError(value))).toEqual({
        code: 'INTERNAL',
        shortMessage: 'The peer answered with a malformed error.',
        details: undefined,
        data: undefined,
      })
    }
  })

  test('error: an unknown code becomes INTERNAL and is named in details', () => {
    const error = deserializeError({ code: 'PWNED', message: 'Hi' })
    expect(fields(error)).toEqual({
      code: 'INTERNAL',
      shortMessage: 'Hi',
      details: 'The peer sent the unknown error code "PWNED".',
      data: undefined,
    })
  })

  test('error: a missing or non-string code becomes INTERNAL', () => {
    expect(deserializeError({ message: 'Hi' }).code).toBe('INTERNAL')
    expect(deserializeError({ code: 4001, message: 'Hi' }).code).toBe('INTERNAL')
    expect(deserializeError({ code: 4001, message: 'Hi' }).details).toBe(
      'The peer sent an error without a code.',
    )
  })

  test('error: inherited names are not codes', () => {
    for (const code of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(deserializeError({ code, message: 'x' }).code).toBe('INTERNAL')
    }
  })

  test('error: a missing, empty or non-string message becomes "Unknown error"', () => {
    for (const message of [undefined, '', 42, { text: 'x' }]) {
      expect(deserializeError({ code: 'INTERNAL', message }).shortMessage).toBe('Unknown error')
    }
  })

  test('error: a huge message is cut to 2000 characters', () => {
    const error = deserializeError({ code: 'INTERNAL', message: 'x'.repeat(5_000_000) })
    expect(error.shortMessage).toHaveLength(2000)
    expect(error.shortMessage.endsWith('…')).toBe(true)
  })

  test('error: huge details are cut to 4000 characters', () => {
    const error = deserializeError({
      code: 'INTERNAL',
      message: 'x',
      data: { details: 'd'.repeat(1_000_000) },
    })
    expect(error.details).toHaveLength(4000)
  })

  test('error: data past the payload bounds is dropped', () => {
    let deep: unknown = 'leaf'
    for (let i = 0; i < 10_000; i++) deep = [deep]
    const error = deserializeError({ code: 'USER_REJECTED', message: 'x', data: deep })
    expect(error.code).toBe('USER_REJECTED')
    expect(error.data).toBeUndefined()
  })

  test('error: a Proxy whose traps throw does not make it throw', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('get trap')
        },
        getPrototypeOf() {
          throw new Error('prototype trap')
        },
        ownKeys() {
          throw new Error('keys trap')
        },
      },
    )
    expect(deserializeError(hostile).shortMessage).toBe('The peer answered with a malformed error.')
    const hostileData = deserializeError({ code: 'INTERNAL', message: 'x', data: hostile })
    expect(fields(hostileData)).toMatchObject({ code: 'INTERNAL', data: undefined })
  })

  test('error: getters that throw do not make it throw', () => {
    const value = {
      code: 'INTERNAL',
      get message(): string {
        throw new Error('getter')
      },
    }
    expect(deserializeError(value)).toBeInstanceOf(AirlockError)
    const data = {
      get details(): string {
        throw new Error('getter')
      },
    }
    expect(deserializeError({ code: 'INTERNAL', message: 'x', data }).code).toBe('INTERNAL')
  })

  test('behavior: __proto__ keys in a cloned error do not pollute Object.prototype', () => {
    const wire = structuredClone(
      JSON.parse(
        '{"code":"INTERNAL","message":"x","__proto__":{"polluted":1},"data":{"__proto__":{"polluted":2}}}',
      ),
    )
    const error = deserializeError(wire)
    expect(error.code).toBe('INTERNAL')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((error as unknown as Record<string, unknown>).polluted).toBeUndefined()
  })
})

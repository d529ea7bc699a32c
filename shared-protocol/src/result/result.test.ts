import { describe, expect, expectTypeOf, test } from 'vitest'
import { AirlockError } from '../errors/AirlockError.ts'
import type { SerializedError } from '../errors/serializeError.ts'
import { type Result, unwrapResult } from './result.ts'

describe('unwrapResult', () => {
  function thrown(reply: unknown): AirlockError {
    try {
      unwrapResult(reply)
    } catch (error) {
      if (error instanceof AirlockError) return error
      throw new Error(`unwrapResult threw a non-AirlockError: ${String(error)}`)
    }
    throw new Error('unwrapResult did not throw')
  }

  test('default: returns the value of { ok: true }', () => {
    expect(unwrapResult({ ok: true, value: 42 })).toBe(42)
    const value = { nested: [1] }
    expect(unwrapResult({ ok: true, value })).toBe(value)
  })

  test('args: falsy values are values', () => {
    for (const value of [null, 0, '', false, undefined]) {
      expect(unwrapResult({ ok: true, value })).toBe(value)
    }
  })

  test('error: { ok: false } throws the rebuilt error', () => {
    const error = thrown({
      ok: false,
      error: { code: 'USER_REJECTED', message: 'Declined', data: { code: 4001 } },
    })
    expect(error).toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'Declined',
      data: { code: 4001 },
    })
  })

  test('error: { ok: false } with a missing or malformed error is INTERNAL', () => {
    for (const error of [undefined, null, 'boom', 42, []]) {
      expect(thrown({ ok: false, error })).toMatchObject({
        code: 'INTERNAL',
        shortMessage: 'The peer answered with a malformed error.',
      })
    }
  })

  test('error: every malformed reply is INVALID_PARAMS', () => {
    const inherited = Object.create({ ok: true, value: 1 })
    const malformed: unknown[] = [
      undefined,
      null,
      42,
      'ok',
      true,
      1n,
      Symbol('ok'),
      () => ({ ok: true, value: 1 }),
      [],
      [true, 1],
      {},
      { value: 1 },
      { ok: true },
      { ok: 'true', value: 1 },
      { ok: 1, value: 1 },
      { ok: 'false', error: { code: 'INTERNAL', message: 'x' } },
      { ok: null },
      inherited,
    ]
    for (const reply of malformed) {
      expect(thrown(reply), String(reply)).toMatchObject({
        code: 'INVALID_PARAMS',
        shortMessage: 'The answer from the peer is not a result envelope.',
      })
    }
  })

  test('error: a Proxy reply whose traps throw is INVALID_PARAMS', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(thrown(hostile).code).toBe('INVALID_PARAMS')
  })

  test('behavior: extra keys in the envelope are ignored', () => {
    expect(unwrapResult({ ok: true, value: 1, error: { code: 'INTERNAL' }, extra: 2 })).toBe(1)
  })
})

describe('Result', () => {
  test('default: ok narrows to value or error', () => {
    const answer = { ok: true, value: 1 } as Result<number>
    if (answer.ok) expectTypeOf(answer.value).toEqualTypeOf<number>()
    else expectTypeOf(answer.error).toEqualTypeOf<SerializedError>()
  })
})

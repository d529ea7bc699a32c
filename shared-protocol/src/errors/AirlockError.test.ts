import { describe, expect, test } from 'vitest'
import { AirlockError } from './AirlockError.ts'
import { ErrorCode } from './ErrorCode.ts'

describe('AirlockError', () => {
  test('default: code, shortMessage and message', () => {
    const error = new AirlockError(ErrorCode.USER_REJECTED, 'You declined the request.')
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(AirlockError)
    expect(error.name).toBe('AirlockError')
    expect(error.code).toBe('USER_REJECTED')
    expect(error.shortMessage).toBe('You declined the request.')
    expect(error.message).toBe('You declined the request.')
    expect(error.details).toBeUndefined()
    expect(error.data).toBeUndefined()
    expect(error.cause).toBeUndefined()
    expect('cause' in error).toBe(false)
  })

  test('args: details are appended to the message', () => {
    const error = new AirlockError(ErrorCode.INVALID_CAIP, 'Bad id.', { details: 'Expected a:b.' })
    expect(error.details).toBe('Expected a:b.')
    expect(error.message).toMatchInlineSnapshot(`
      "Bad id.

      Details: Expected a:b."
    `)
  })

  test('args: data is kept as given', () => {
    const data = { code: 4001 }
    const error = new AirlockError(ErrorCode.USER_REJECTED, 'Declined', { data })
    expect(error.data).toBe(data)
  })

  test('behavior: the cause chain can be walked', () => {
    const root = new TypeError('socket closed')
    const middle = new AirlockError(ErrorCode.HTTP_ERROR, 'Request failed.', { cause: root })
    const top = new AirlockError(ErrorCode.INTERNAL, 'Could not load.', { cause: middle })
    const chain: unknown[] = []
    for (let current: unknown = top; current instanceof Error; current = current.cause) {
      chain.push(current)
    }
    expect(chain).toEqual([top, middle, root])
  })

  test('behavior: a falsy cause is still a cause', () => {
    expect(new AirlockError(ErrorCode.INTERNAL, 'x', { cause: 0 }).cause).toBe(0)
    expect(new AirlockError(ErrorCode.INTERNAL, 'x', { cause: null }).cause).toBeNull()
  })

  test('behavior: has a stack for developers', () => {
    expect(new AirlockError(ErrorCode.INTERNAL, 'x').stack).toContain('AirlockError')
  })
})

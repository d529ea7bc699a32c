import { describe, expect, test } from 'vitest'
import { AirlockError } from './errors/AirlockError.ts'
import { negotiateProtocolVersion } from './negotiateProtocolVersion.ts'

describe('negotiateProtocolVersion', () => {
  test('default: the one shared version', () => {
    expect(negotiateProtocolVersion([1], [1])).toBe(1)
  })

  test('behavior: the highest common version wins, whatever the order', () => {
    expect(negotiateProtocolVersion([1, 2, 3], [2, 3, 4])).toBe(3)
    expect(negotiateProtocolVersion([3, 1, 2], [4, 2, 3])).toBe(3)
    expect(negotiateProtocolVersion([1, 2], [2, 1])).toBe(2)
  })

  test('error: no shared version is PROTOCOL_MISMATCH naming both lists', () => {
    expect(() => negotiateProtocolVersion([1], [2, 3])).toThrowError(AirlockError)
    try {
      negotiateProtocolVersion([1], [2, 3])
    } catch (error) {
      expect(error).toMatchObject({ code: 'PROTOCOL_MISMATCH' })
      expect((error as AirlockError).message).toBe(
        'The host SDK speaks protocol 1, the modal 2, 3: they share no version.',
      )
    }
  })

  test('error: an empty list on either side is PROTOCOL_MISMATCH', () => {
    expect(() => negotiateProtocolVersion([], [1])).toThrowError(
      expect.objectContaining({
        code: 'PROTOCOL_MISMATCH',
        message: 'The host SDK speaks protocol none, the modal 1: they share no version.',
      }),
    )
    expect(() => negotiateProtocolVersion([1], [])).toThrowError(
      expect.objectContaining({ code: 'PROTOCOL_MISMATCH' }),
    )
  })
})

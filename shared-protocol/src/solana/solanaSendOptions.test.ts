import { describe, expect, test } from 'vitest'
import { readSendOptions } from './solanaSendOptions.ts'

describe('readSendOptions', () => {
  test('behavior: keeps the known options of the right type only', () => {
    expect(
      readSendOptions({
        skipPreflight: 'yes',
        preflightCommitment: 'confirmed',
        maxRetries: -1,
        minContextSlot: 12,
        extra: true,
      }),
    ).toEqual({ preflightCommitment: 'confirmed', minContextSlot: 12 })
    expect(readSendOptions({ preflightCommitment: 'soon' })).toBeUndefined()
    expect(readSendOptions(null)).toBeUndefined()
  })
})

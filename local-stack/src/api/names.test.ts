import { describe, expect, it } from 'vitest'
import { isEvmCoinType, normalizeName } from './names.ts'

describe('normalizeName', () => {
  it('default: lower case', () => {
    expect(normalizeName('Alice-01.AIRLOCK')).toBe('alice-01.airlock')
  })

  it('behavior: labels of 4 and 63 characters are the bounds', () => {
    expect(normalizeName('abcd.airlock')).toBe('abcd.airlock')
    expect(normalizeName(`${'a'.repeat(63)}.airlock`)).toBe(`${'a'.repeat(63)}.airlock`)
  })

  it.each([
    ['too short', 'abc.airlock'],
    ['too long', `${'a'.repeat(64)}.airlock`],
    ['another suffix', 'alice.eth'],
    ['no suffix', 'alice'],
    ['a dot in the label', 'al.ice.airlock'],
    ['an underscore', 'al_ice.airlock'],
    ['a non-ASCII letter', 'alicé.airlock'],
  ])('error: %s', (_, name) => {
    expect(() => normalizeName(name)).toThrow(
      `'${name}' is not a valid name: a name is <label>.airlock, where the label is 4 to 63 letters, digits and hyphens.`,
    )
  })
})

describe('isEvmCoinType', () => {
  it.each([
    [60, true],
    [0x80000000 + 1, true],
    [0x80000000 + 31337, true],
    [0xffffffff, true],
    [0x80000000, false],
    [0x100000000, false],
    [0, false],
    [501, false],
    [-60, false],
    [60.5, false],
    [0x80000001 + 0.5, false],
  ])('args: %d is %s', (coinType, expected) => {
    expect(isEvmCoinType(coinType)).toBe(expected)
  })
})

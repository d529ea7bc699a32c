import { describe, expect, test } from 'vitest'
import { AirlockError } from '../errors/AirlockError.ts'
import { parseCaipAddress } from './parseCaipAddress.ts'

const evm = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function codeOf(value: unknown): string {
  try {
    parseCaipAddress(value)
  } catch (error) {
    if (error instanceof AirlockError) return error.code
    throw error
  }
  return 'OK'
}

describe('parseCaipAddress', () => {
  test('default: valid ids of each namespace', () => {
    expect(parseCaipAddress(`eip155:1:${evm}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      caipNetworkId: 'eip155:1',
      address: evm,
    })
    expect(
      parseCaipAddress(`${solanaMainnet}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`),
    ).toMatchObject({
      namespace: 'solana',
      caipNetworkId: solanaMainnet,
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    })
    for (const value of [
      'polkadot:b0a8d493285c2df73290dfb7e61f870f:5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
      'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
      'cosmos:cosmoshub-4:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
    ]) {
      expect(codeOf(value), value).toBe('OK')
    }
  })

  test('args: an address of exactly 128 characters, with - . and %', () => {
    expect(codeOf(`eip155:1:${'a'.repeat(128)}`)).toBe('OK')
    expect(codeOf('eip155:1:a-b.c%20')).toBe('OK')
  })

  test('error: not three non-empty parts is INVALID_CAIP', () => {
    for (const value of [
      '',
      'eip155',
      'eip155:1',
      `eip155::${evm}`,
      `:1:${evm}`,
      'eip155:1:',
      '::',
      `eip155:1:${evm}:`,
      `eip155:1:${evm}:extra`,
    ]) {
      expect(codeOf(value), value).toBe('INVALID_CAIP')
    }
  })

  test('error: an address longer than 128 characters is INVALID_CAIP', () => {
    expect(codeOf(`eip155:1:${'a'.repeat(129)}`)).toBe('INVALID_CAIP')
  })

  test('error: a reference longer than 32 characters is INVALID_CAIP', () => {
    expect(codeOf(`eip155:${'1'.repeat(33)}:${evm}`)).toBe('INVALID_CAIP')
  })

  test('error: bad characters are INVALID_CAIP', () => {
    for (const address of ['0x ab', '0x_ab', 'a/b', 'ä', '<img>', '0xab\u0000']) {
      expect(codeOf(`eip155:1:${address}`), address).toBe('INVALID_CAIP')
    }
  })

  test('error: an unknown namespace is UNKNOWN_NETWORK', () => {
    expect(codeOf(`stellar:pubnet:${evm}`)).toBe('UNKNOWN_NETWORK')
  })

  test('error: non-strings are INVALID_CAIP', () => {
    for (const value of [undefined, null, 1, 1n, ['eip155', '1', evm], {}]) {
      expect(codeOf(value)).toBe('INVALID_CAIP')
    }
  })

  test('error: a 50 MB string is refused with a short message', () => {
    try {
      parseCaipAddress(`eip155:1:${'a'.repeat(50_000_000)}`)
      expect.unreachable()
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_CAIP' })
      expect((error as AirlockError).shortMessage.length).toBeLessThan(120)
    }
  })
})

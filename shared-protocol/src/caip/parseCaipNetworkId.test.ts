import { describe, expect, test } from 'vitest'
import { AirlockError } from '../errors/AirlockError.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'

function codeOf(value: unknown): string {
  try {
    parseCaipNetworkId(value)
  } catch (error) {
    if (error instanceof AirlockError) return error.code
    throw error
  }
  return 'OK'
}

describe('parseCaipNetworkId', () => {
  test('default: valid ids of each namespace', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('eip155:31337')).toEqual({ namespace: 'eip155', reference: '31337' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(parseCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toEqual({
      namespace: 'polkadot',
      reference: '91b171bb158e2d3848fa23a9f1c25182',
    })
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toEqual({
      namespace: 'bip122',
      reference: '000000000019d6689c085ae165831e93',
    })
    expect(parseCaipNetworkId('cosmos:cosmoshub-4')).toEqual({
      namespace: 'cosmos',
      reference: 'cosmoshub-4',
    })
  })

  test('args: a reference of exactly 32 characters, with - and _', () => {
    expect(codeOf(`eip155:${'a'.repeat(32)}`)).toBe('OK')
    expect(codeOf('cosmos:a-b_C')).toBe('OK')
  })

  test('error: not two non-empty parts is INVALID_CAIP', () => {
    for (const value of ['', ':', 'eip155', 'eip155:', ':1', 'eip155:1:', 'eip155::1', '::']) {
      expect(codeOf(value), value).toBe('INVALID_CAIP')
    }
  })

  test('error: extra colons are INVALID_CAIP', () => {
    expect(codeOf('eip155:1:0xab')).toBe('INVALID_CAIP')
    expect(codeOf('eip155:1:2:3')).toBe('INVALID_CAIP')
  })

  test('error: a reference longer than 32 characters is INVALID_CAIP', () => {
    expect(codeOf(`eip155:${'1'.repeat(33)}`)).toBe('INVALID_CAIP')
  })

  test('error: bad characters are INVALID_CAIP', () => {
    for (const value of [
      'eip155:1.5',
      'eip155:1 ',
      ' eip155:1',
      'eip155:0x%41',
      'eip155:１',
      'eip155:1\n',
      'EIP155:1',
      'eip 155:1',
      'eip155:<script>',
    ]) {
      expect(codeOf(value), value).toBe('INVALID_CAIP')
    }
  })

  test('error: a malformed namespace is INVALID_CAIP, an unknown one UNKNOWN_NETWORK', () => {
    expect(codeOf('ab:1')).toBe('INVALID_CAIP')
    expect(codeOf('abcdefghi:1')).toBe('INVALID_CAIP')
    for (const value of ['stellar:pubnet', 'tezos:NetXdQprcVkpaWU', 'eip1555:1']) {
      expect(codeOf(value), value).toBe('UNKNOWN_NETWORK')
    }
  })

  test('error: inherited names are not namespaces', () => {
    expect(codeOf('constructor:1')).toBe('INVALID_CAIP')
    expect(codeOf('tostring:1')).toBe('UNKNOWN_NETWORK')
    expect(codeOf('__proto__:1')).toBe('INVALID_CAIP')
  })

  test('error: non-strings are INVALID_CAIP', () => {
    for (const value of [undefined, null, 1, 1n, ['eip155', '1'], { toString: () => 'eip155:1' }]) {
      expect(codeOf(value)).toBe('INVALID_CAIP')
    }
  })

  test('error: a 50 MB string is refused quickly and the message stays short', () => {
    const huge = `eip155:${'1'.repeat(50_000_000)}`
    try {
      parseCaipNetworkId(huge)
      expect.unreachable()
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_CAIP' })
      expect((error as AirlockError).shortMessage.length).toBeLessThan(120)
    }
  })

  test('behavior: error text', () => {
    expect(() => parseCaipNetworkId('eip155')).toThrowErrorMatchingInlineSnapshot(`
      [AirlockError: "eip155" is not a CAIP-2 network id.

      Details: Expected "<namespace>:<reference>", for example "eip155:1" or "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp".]
    `)
    expect(() => parseCaipNetworkId('stellar:pubnet')).toThrowErrorMatchingInlineSnapshot(`
      [AirlockError: Unknown namespace "stellar".

      Details: Known namespaces: eip155, solana, polkadot, bip122, cosmos.]
    `)
  })
})

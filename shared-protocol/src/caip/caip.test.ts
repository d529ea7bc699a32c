import { describe, expect, expectTypeOf, test } from 'vitest'
import { NAMESPACES } from '../constants.ts'
import { AirlockError } from '../errors/AirlockError.ts'
import {
  type CaipAddress,
  type CaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  isNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.ts'

describe('CaipNetworkId', () => {
  test('default: template types accept known namespaces only', () => {
    expectTypeOf<'eip155:1'>().toExtend<CaipNetworkId>()
    expectTypeOf<'stellar:pubnet'>().not.toExtend<CaipNetworkId>()
    expectTypeOf<'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P'>().toExtend<CaipAddress>()
  })
})

describe('isNamespace', () => {
  test('default: true for every known namespace', () => {
    for (const namespace of NAMESPACES) expect(isNamespace(namespace)).toBe(true)
  })

  test('behavior: false for others, inherited names and non-strings', () => {
    for (const value of ['stellar', 'EIP155', 'eip155 ', '', 'toString', 'constructor', 'length']) {
      expect(isNamespace(value), value).toBe(false)
    }
    for (const value of [undefined, null, 0, ['eip155'], { eip155: true }]) {
      expect(isNamespace(value)).toBe(false)
    }
  })
})

describe('isCaipNetworkId', () => {
  test('default: true for a valid id of a known namespace', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
  })

  test('behavior: false, never a throw, for anything else', () => {
    for (const value of ['eip155', 'eip155:1:0xab', 'stellar:pubnet', '', null, 1, {}, 1n]) {
      expect(isCaipNetworkId(value)).toBe(false)
    }
  })
})

describe('isCaipAddress', () => {
  test('default: true for a valid account id of a known namespace', () => {
    expect(isCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
  })

  test('behavior: false, never a throw, for anything else', () => {
    for (const value of ['eip155:1', 'eip155:1:', 'stellar:pubnet:GA', '', undefined, 1, [], 1n]) {
      expect(isCaipAddress(value)).toBe(false)
    }
  })
})

describe('parseCaipNetworkId', () => {
  function codeOf(value: unknown): string {
    try {
      parseCaipNetworkId(value)
    } catch (error) {
      if (error instanceof AirlockError) return error.code
      throw error
    }
    return 'OK'
  }

  test('default: valid ids of each namespace', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('eip155:31337')).toEqual({
      namespace: 'eip155',
      reference: '31337',
    })
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

      Details: Expected "<namespace>:<reference>", for example "eip155:1".]
    `)
    expect(() => parseCaipNetworkId('stellar:pubnet')).toThrowErrorMatchingInlineSnapshot(`
      [AirlockError: Unknown namespace "stellar".

      Details: Known namespaces: eip155, solana, polkadot, bip122, cosmos.]
    `)
  })
})

describe('parseCaipAddress', () => {
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

import {
  hostMethodSchemas,
  isCaipAddress,
  isCaipNetworkId,
  modalStateSchema,
  openOptionsSchema,
} from '@airlock/shared-protocol'
import { describe, expect, test } from 'vitest'
import { type Guard, GuardIssue, obj, rec, str } from './guards.ts'
import { hostMethodGuards } from './hostMethodGuards.ts'
import { modalStateGuard } from './modalStateGuard.ts'
import { openOptionsGuard } from './openOptionsGuard.ts'
import { caipAddress, caipNetworkId } from './primitives.ts'

const accepts = (guard: Guard<unknown>, value: unknown) => {
  try {
    guard(value, '')
    return true
  } catch (error) {
    if (error instanceof GuardIssue) return false
    throw error
  }
}

describe('guards agree with the shared zod schemas', () => {
  test('behavior: open() options', () => {
    for (const sample of [
      {},
      { view: 'Account' },
      { namespace: 'solana' },
      { namespace: 'tron' },
      { data: { a: 1 } },
      { data: { ['k'.repeat(101)]: 1 } },
      { data: [] },
    ]) {
      expect([sample, accepts(openOptionsGuard, sample)]).toEqual([
        sample,
        openOptionsSchema.safeParse(sample).success,
      ])
    }
  })

  test('behavior: view names are left to the modal, which knows its views', () => {
    const base = { seq: 0, open: false, status: 'disconnected', account: null, network: null }
    for (const view of ['Nope', 'ANewerModalsView']) {
      expect(accepts(openOptionsGuard, { view })).toBe(true)
      expect(accepts(modalStateGuard, { ...base, view })).toBe(true)
      expect(openOptionsSchema.safeParse({ view }).success).toBe(false)
    }
    for (const view of ['', 'x'.repeat(65), 1, null]) {
      expect(accepts(openOptionsGuard, { view })).toBe(false)
      expect(accepts(modalStateGuard, { ...base, view })).toBe(false)
    }
  })

  test('behavior: state snapshots', () => {
    const base = {
      seq: 0,
      open: false,
      view: 'Connect',
      status: 'disconnected',
      account: null,
      network: null,
    }
    const account = { address: '0xabc', caipAddress: 'eip155:1:0xabc', namespace: 'eip155' }
    const session = {
      caipAddress: 'eip155:1:0xabc',
      message: 'shop.example wants you to sign in…',
      signature: '0x12',
      issuedAt: '2025-01-02T03:04:05.000Z',
    }
    for (const sample of [
      base,
      { ...base, seq: -1 },
      { ...base, seq: 1.5 },
      { ...base, status: 'gone' },
      { ...base, account },
      { ...base, account: { ...account, caipAddress: 'eip155:1' } },
      { ...base, network: { caipNetworkId: 'eip155:1', name: 'Ethereum' } },
      { ...base, network: { caipNetworkId: 'eip155:', name: 'Ethereum' } },
      { ...base, open: undefined },
      { ...base, openings: 3, closable: false },
      { ...base, openings: -1 },
      { ...base, openings: 1.5 },
      { ...base, closable: 'no' },
      { ...base, siwx: null },
      { ...base, siwx: session },
      { ...base, siwx: { ...session, expirationTime: '2025-01-03T00:00:00.000Z' } },
      { ...base, siwx: { ...session, extra: 1 } },
      { ...base, siwx: {} },
      { ...base, siwx: { ...session, caipAddress: 'eip155:1' } },
      { ...base, siwx: { ...session, message: '' } },
      { ...base, siwx: { ...session, message: 'x'.repeat(8193) } },
      { ...base, siwx: { ...session, signature: 'x'.repeat(8193) } },
      { ...base, siwx: { ...session, signature: 1 } },
      { ...base, siwx: { ...session, issuedAt: '' } },
      { ...base, siwx: { ...session, issuedAt: 'x'.repeat(65) } },
      { ...base, siwx: { ...session, expirationTime: null } },
      { ...base, siwx: 'signed' },
    ]) {
      expect([sample, accepts(modalStateGuard, sample)]).toEqual([
        sample,
        modalStateSchema.safeParse(sample).success,
      ])
    }
  })

  test('behavior: host method parameters', () => {
    expect(Object.keys(hostMethodGuards)).toEqual(Object.keys(hostMethodSchemas))
    const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
    for (const sample of [
      { address, caipNetworkId: 'eip155:1' },
      { address, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', extra: 1 },
      { address: '', caipNetworkId: 'eip155:1' },
      { address: 'x'.repeat(129), caipNetworkId: 'eip155:1' },
      { address, caipNetworkId: 'eip155' },
      { address },
      {},
      null,
    ]) {
      expect([sample, hostMethodGuards.siwxNonce.params.safeParse(sample).success]).toEqual([
        sample,
        hostMethodSchemas.siwxNonce.params.safeParse(sample).success,
      ])
    }
  })

  test('behavior: CAIP ids', () => {
    for (const sample of [
      'eip155:1',
      'eip155:1:0xabc',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000019d6689c085ae165831e93:bc1qxyz',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'eip155',
      'eip155:',
      'EIP155:1',
      'unknown:1',
      'eip155:1:',
      'eip155:1:0x:1',
      `eip155:${'1'.repeat(33)}`,
      `eip155:1:${'a'.repeat(129)}`,
      'eip155:1:0x%20',
    ]) {
      expect([sample, accepts(caipNetworkId, sample)]).toEqual([sample, isCaipNetworkId(sample)])
      expect([sample, accepts(caipAddress, sample)]).toEqual([sample, isCaipAddress(sample)])
    }
  })
})

describe('guards', () => {
  test('behavior: objects drop unknown keys and keep the shape order', () => {
    const guard = obj({ b: str(), a: str() })
    expect(JSON.stringify(guard({ a: 'x', c: 'y', b: 'z' }, ''))).toBe('{"b":"z","a":"x"}')
  })

  test('behavior: a __proto__ key in a map stays a plain key', () => {
    const value = JSON.parse('{"__proto__": {"polluted": "yes"}, "b": "1"}')
    const checked = rec(str(), (inner) => inner)(value, '') as Record<string, unknown>
    expect(Object.getPrototypeOf(checked)).toBe(Object.prototype)
    expect(Object.keys(checked)).toEqual(['__proto__', 'b'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  test('error: the issue names the path', () => {
    expect(() => obj({ list: obj({ name: str(3) }) })({ list: { name: 'long' } }, 'root')).toThrow(
      expect.objectContaining({ path: 'root.list.name' }),
    )
  })
})

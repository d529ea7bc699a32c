import { describe, expect, test } from 'vitest'
import { examples } from '../testing/examples.ts'
import { withHostileKeys } from '../testing/withHostileKeys.ts'
import { hostMethodSchemas } from './hostMethodSchemas.ts'

type Cases = { valid: unknown[]; invalid: unknown[] }

const readyResult = {
  protocolVersion: 1,
  sdkVersion: '0.1.0',
  options: examples.options,
  open: { view: 'Account' },
  connectors: [examples.connector],
}

const params: Record<keyof typeof hostMethodSchemas, Cases> = {
  ready: {
    valid: [
      { protocolVersions: [1], modalVersion: '0.1.0' },
      { protocolVersions: [3, 2, 1], modalVersion: '' },
    ],
    invalid: [
      undefined,
      null,
      'ready',
      [],
      {},
      { protocolVersions: [], modalVersion: '0.1.0' },
      { protocolVersions: [0], modalVersion: '0.1.0' },
      { protocolVersions: [1.5], modalVersion: '0.1.0' },
      { protocolVersions: ['1'], modalVersion: '0.1.0' },
      { protocolVersions: [Number.NaN], modalVersion: '0.1.0' },
      { protocolVersions: new Array(17).fill(1), modalVersion: '0.1.0' },
      { protocolVersions: [1], modalVersion: 1 },
      { protocolVersions: [1], modalVersion: 'x'.repeat(201) },
      { protocolVersions: 1, modalVersion: '0.1.0' },
    ],
  },
  stateChanged: {
    valid: [examples.connectedState, examples.disconnectedState],
    invalid: [
      {},
      { ...examples.connectedState, seq: -1 },
      { ...examples.connectedState, view: 7 },
      { ...examples.connectedState, accounts: [{ address: '' }] },
      { ...examples.connectedState, walletInfo: { icon: 'data:,' } },
    ],
  },
  event: {
    valid: [
      { event: 'MODAL_OPEN', properties: { connected: false }, timestamp: 1 },
      {
        event: 'CONNECT_SUCCESS',
        properties: { method: 'browser', name: 'MetaMask' },
        address: examples.evmAddress,
        timestamp: 1_700_000_000_000,
      },
    ],
    invalid: [
      {},
      { event: 'MODAL_OPEN', timestamp: 1 },
      { event: '', properties: {}, timestamp: 1 },
      { event: 'MODAL_OPEN', properties: [], timestamp: 1 },
      { event: 'MODAL_OPEN', properties: {}, timestamp: -1 },
    ],
  },
  openUrl: {
    valid: [
      { url: 'https://wallet.example/wc?uri=x' },
      { url: 'metamask://wc?uri=x', target: '_self' },
      { url: 'https://pay.example', target: '_blank' },
    ],
    invalid: [
      {},
      { url: '' },
      { url: 'x'.repeat(4097) },
      { url: 42 },
      { url: 'https://x', target: '_top' },
      { url: 'https://x', target: '_parent' },
    ],
  },
  walletRequest: {
    valid: [
      { connectorId: 'io.metamask', method: 'eth_requestAccounts' },
      {
        connectorId: 'io.metamask',
        method: 'personal_sign',
        params: ['0x00', examples.evmAddress],
      },
      { connectorId: 'phantom', method: 'solana:signMessage', params: { message: [1, 2] } },
    ],
    invalid: [
      {},
      { connectorId: 'io.metamask' },
      { connectorId: 'io.metamask', method: '' },
      { connectorId: 'io.metamask', method: 'x'.repeat(101) },
      { connectorId: 7, method: 'eth_accounts' },
      { connectorId: 'x'.repeat(201), method: 'eth_accounts' },
    ],
  },
  siwxNonce: {
    valid: [
      { address: examples.evmAddress, caipNetworkId: 'eip155:31337' },
      {
        address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      },
    ],
    invalid: [
      {},
      { address: '', caipNetworkId: 'eip155:1' },
      { address: 'x'.repeat(129), caipNetworkId: 'eip155:1' },
      { address: examples.evmAddress, caipNetworkId: 'eip155' },
      { address: examples.evmAddress },
    ],
  },
}

const results: Record<keyof typeof hostMethodSchemas, Cases> = {
  ready: {
    valid: [
      readyResult,
      { ...readyResult, open: null, options: {}, connectors: [] },
      // The modal checks the options itself (modalOptionsSchema), to name the one that is wrong.
      { ...readyResult, options: { themeMode: 'blue' } },
    ],
    invalid: [
      null,
      {},
      { ...readyResult, protocolVersion: 0 },
      { ...readyResult, open: undefined },
      { ...readyResult, connectors: new Array(101).fill(examples.connector) },
      { ...readyResult, options: undefined },
      { ...readyResult, options: [] },
      { ...readyResult, options: 'light' },
    ],
  },
  stateChanged: { valid: [null], invalid: [undefined, {}, 0, false] },
  event: { valid: [null], invalid: [undefined, {}] },
  openUrl: { valid: [{ opened: true }, { opened: false }], invalid: [null, {}, { opened: 'yes' }] },
  walletRequest: { valid: [null, '0x1', [examples.evmAddress], { a: 1 }], invalid: [] },
  siwxNonce: {
    // The modal checks the nonce itself (isSiwxNonce), to say what came back.
    valid: [{ nonce: 'abcd1234' }, { nonce: 'abc1234' }, { nonce: 12345678 }],
    invalid: [null, 'abcd1234', []],
  },
}

describe('hostMethodSchemas', () => {
  test('default: the methods the host exposes', () => {
    expect(Object.keys(hostMethodSchemas)).toEqual([
      'ready',
      'stateChanged',
      'event',
      'openUrl',
      'walletRequest',
      'siwxNonce',
    ])
  })

  for (const method of Object.keys(hostMethodSchemas) as Array<keyof typeof hostMethodSchemas>) {
    const schema = hostMethodSchemas[method]
    test(`args: ${method}() params, valid examples`, () => {
      for (const value of params[method].valid) {
        expect(schema.params.safeParse(value).error).toBeUndefined()
      }
    })
    test(`error: ${method}() params, invalid examples`, () => {
      for (const value of params[method].invalid) {
        expect(schema.params.safeParse(value).success, JSON.stringify(value)).toBe(false)
      }
    })
    test(`args: ${method}() result, valid examples`, () => {
      for (const value of results[method].valid) {
        expect(schema.result.safeParse(value).error).toBeUndefined()
      }
    })
    test(`error: ${method}() result, invalid examples`, () => {
      for (const value of results[method].invalid) {
        expect(schema.result.safeParse(value).success, JSON.stringify(value)).toBe(false)
      }
    })
    test(`behavior: ${method}() strips unknown keys and never pollutes prototypes`, () => {
      for (const value of [...params[method].valid, ...results[method].valid]) {
        for (const result of [
          schema.params.safeParse(withHostileKeys(value)),
          schema.result.safeParse(withHostileKeys(value)),
        ]) {
          if (result.success && typeof result.data === 'object' && result.data !== null) {
            const prototype = Array.isArray(result.data) ? Array.prototype : Object.prototype
            expect(Object.getPrototypeOf(result.data)).toBe(prototype)
            expect(result.data).not.toHaveProperty('polluted')
          }
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(Object.prototype).not.toHaveProperty('polluted')
    })
  }

  test('behavior: unknown keys are stripped from ready() and its connectors; a __proto__ option is dropped', () => {
    const parsed = hostMethodSchemas.ready.result.parse({
      ...readyResult,
      extra: 1,
      options: structuredClone(JSON.parse('{"__proto__":{"polluted":1},"themeMode":"light"}')),
      connectors: [{ ...examples.connector, provider: { request: 'x' } }],
    })
    expect(parsed).not.toHaveProperty('extra')
    expect(parsed.options).toEqual({ themeMode: 'light' })
    expect(Object.getPrototypeOf(parsed.options)).toBe(Object.prototype)
    expect(parsed.connectors[0]).toEqual(examples.connector)
  })

  test('behavior: hostile keys are dropped from a parsed ready() answer', () => {
    const { themeVariables: _, ...options } = examples.options
    const parsed = hostMethodSchemas.ready.result.parse(
      withHostileKeys({ ...readyResult, options }),
    )
    expect(Object.keys(parsed)).toEqual([
      'protocolVersion',
      'sdkVersion',
      'options',
      'open',
      'connectors',
    ])
    expect(Object.hasOwn(parsed, '__proto__')).toBe(false)
    expect(Object.hasOwn(parsed.connectors[0] as object, 'constructor')).toBe(false)
  })
})

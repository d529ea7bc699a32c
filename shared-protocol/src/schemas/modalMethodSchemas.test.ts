import { describe, expect, test } from 'vitest'
import { examples } from '../testing/examples.ts'
import { withHostileKeys } from '../testing/withHostileKeys.ts'
import { modalMethodSchemas } from './modalMethodSchemas.ts'

type Cases = { valid: unknown[]; invalid: unknown[] }

const params: Record<keyof typeof modalMethodSchemas, Cases> = {
  open: {
    valid: [
      {},
      { view: 'Account' },
      { namespace: 'solana' },
      { view: 'Swap', data: { token: 'USDC' } },
    ],
    invalid: [
      null,
      'Account',
      { view: '' },
      { view: 'x'.repeat(65) },
      { namespace: 'stellar' },
      { data: 'x' },
      { data: { ['k'.repeat(101)]: 1 } },
    ],
  },
  close: { valid: [{}, { extra: 1 }], invalid: [null, 1, 'close', []] },
  getState: { valid: [{}], invalid: [null, 'x'] },
  connectorsChanged: {
    valid: [{ connectors: [] }, { connectors: [examples.connector] }],
    invalid: [
      {},
      { connectors: null },
      { connectors: new Array(101).fill(examples.connector) },
      { connectors: [{ ...examples.connector, type: 'EXTERNAL' }] },
      { connectors: [{ ...examples.connector, namespace: 'stellar' }] },
      { connectors: [{ ...examples.connector, icon: 'x'.repeat(100_001) }] },
      { connectors: [{ ...examples.connector, id: undefined }] },
    ],
  },
  walletEvent: {
    valid: [
      { connectorId: 'io.metamask', event: 'accountsChanged', data: [examples.evmAddress] },
      { connectorId: 'io.metamask', event: 'chainChanged', data: '0x1' },
      { connectorId: 'phantom', event: 'disconnect' },
    ],
    invalid: [
      {},
      { connectorId: 'io.metamask', event: 'message' },
      { connectorId: 'io.metamask', event: 'toString' },
      { event: 'connect' },
    ],
  },
  providerRequest: {
    valid: [
      { namespace: 'eip155', method: 'eth_chainId' },
      { namespace: 'solana', method: 'signTransaction', params: { transaction: 'AQID' } },
    ],
    invalid: [
      {},
      { namespace: 'eip155' },
      { namespace: 'stellar', method: 'x' },
      { namespace: 'eip155', method: '' },
      { namespace: 'eip155', method: 'x'.repeat(101) },
    ],
  },
  switchNetwork: {
    valid: [
      { caipNetworkId: 'eip155:1' },
      { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    ],
    invalid: [
      {},
      { caipNetworkId: 1 },
      { caipNetworkId: 'eip155' },
      { caipNetworkId: 'stellar:pubnet' },
    ],
  },
  disconnect: {
    valid: [{}, { namespace: 'solana' }],
    invalid: [null, 0, { namespace: 'stellar' }],
  },
  // The modal checks the values itself (modalOptionsSchema), to name what is wrong.
  setTheme: {
    valid: [{}, { themeMode: 'light' }, { themeVariables: { '--al-accent': '#f00' } }],
    invalid: [null, 'light'],
  },
}

const nullResult: Cases = { valid: [null], invalid: [undefined, {}, 0, false, 'null'] }
const results: Record<keyof typeof modalMethodSchemas, Cases> = {
  open: nullResult,
  close: nullResult,
  getState: {
    valid: [examples.connectedState, examples.disconnectedState],
    invalid: [
      null,
      {},
      { ...examples.connectedState, seq: 1.5 },
      { ...examples.connectedState, seq: 2 ** 53 },
      { ...examples.connectedState, status: 'CONNECTED' },
      { ...examples.connectedState, network: { caipNetworkId: 'eip155', name: 'x' } },
      {
        ...examples.connectedState,
        account: { ...examples.connectedState.account, caipAddress: 'eip155:1' },
      },
      { ...examples.connectedState, account: { ...examples.connectedState.account, address: '' } },
      { ...examples.disconnectedState, account: undefined },
    ],
  },
  connectorsChanged: nullResult,
  walletEvent: nullResult,
  providerRequest: { valid: [null, '0x1', [examples.evmAddress]], invalid: [] },
  switchNetwork: nullResult,
  disconnect: nullResult,
  setTheme: nullResult,
}

describe('modalMethodSchemas', () => {
  test('default: the methods the modal exposes', () => {
    expect(Object.keys(modalMethodSchemas)).toEqual([
      'open',
      'close',
      'getState',
      'connectorsChanged',
      'walletEvent',
      'providerRequest',
      'switchNetwork',
      'disconnect',
      'setTheme',
    ])
  })

  for (const method of Object.keys(modalMethodSchemas) as Array<keyof typeof modalMethodSchemas>) {
    const schema = modalMethodSchemas[method]
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
    })
  }

  test('behavior: unknown keys are stripped from params', () => {
    expect(modalMethodSchemas.close.params.parse({ extra: 1 })).toEqual({})
    expect(
      modalMethodSchemas.open.params.parse({ view: 'Account', redirect: 'https://evil.example' }),
    ).toEqual({ view: 'Account' })
    expect(
      modalMethodSchemas.getState.result.parse({ ...examples.connectedState, secret: 'x' }),
    ).toEqual(examples.connectedState)
  })

  test('behavior: __proto__ keys of open({ data }) are dropped, not assigned', () => {
    const parsed = modalMethodSchemas.open.params.parse(
      structuredClone(JSON.parse('{"data":{"__proto__":{"polluted":1},"constructor":"x","a":1}}')),
    )
    expect(Object.getPrototypeOf(parsed.data)).toBe(Object.prototype)
    expect(parsed.data).not.toHaveProperty('polluted')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

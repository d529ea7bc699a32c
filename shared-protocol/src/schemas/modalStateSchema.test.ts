import { expect, test } from 'vitest'
import { examples } from '../testing/examples.ts'
import { modalStateSchema } from './modalStateSchema.ts'

test('default: connected and disconnected snapshots parse', () => {
  expect(modalStateSchema.parse(examples.connectedState)).toEqual(examples.connectedState)
  expect(modalStateSchema.parse(examples.disconnectedState)).toEqual(examples.disconnectedState)
})

test('default: the optional openings and closable parse when present', () => {
  const state = { ...examples.connectedState, openings: 2, closable: false }
  expect(modalStateSchema.parse(state)).toEqual(state)
})

const session = {
  caipAddress: `eip155:31337:${examples.evmAddress}`,
  message: 'shop.example wants you to sign in with your Ethereum account:\n…',
  signature: '0xabc',
  issuedAt: '2025-01-02T03:04:05.000Z',
}

test('default: the optional siwx session parses when present, null or absent', () => {
  for (const siwx of [null, session, { ...session, expirationTime: '2025-01-03T00:00:00.000Z' }]) {
    const state = { ...examples.connectedState, siwx }
    expect(modalStateSchema.parse(state)).toEqual(state)
  }
  expect(modalStateSchema.parse(examples.connectedState)).not.toHaveProperty('siwx')
})

test('behavior: unknown keys of the siwx session are stripped (a newer modal may add some)', () => {
  const parsed = modalStateSchema.parse({
    ...examples.connectedState,
    siwx: { ...session, cacao: { h: 'caip122' } },
  })
  expect(parsed.siwx).toEqual(session)
})

test('error: malformed snapshots', () => {
  const state = examples.connectedState
  for (const value of [
    { ...state, seq: -1 },
    { ...state, seq: '1' },
    { ...state, open: 'true' },
    { ...state, openings: -1 },
    { ...state, openings: 0.5 },
    { ...state, closable: 'false' },
    { ...state, view: '' },
    { ...state, view: 'x'.repeat(65) },
    { ...state, status: 'unknown' },
    { ...state, account: { ...state.account, caipAddress: 'eip155:1' } },
    { ...state, account: { ...state.account, namespace: 'stellar' } },
    { ...state, account: { ...state.account, address: 'x'.repeat(129) } },
    { ...state, network: { caipNetworkId: 'eip155:1' } },
    { seq: 1, open: true, view: 'Connect', status: 'connected' },
    { ...state, siwx: {} },
    { ...state, siwx: { ...session, caipAddress: 'eip155:1' } },
    { ...state, siwx: { ...session, message: '' } },
    { ...state, siwx: { ...session, message: 'x'.repeat(8193) } },
    { ...state, siwx: { ...session, signature: 7 } },
    { ...state, siwx: { ...session, issuedAt: 'x'.repeat(65) } },
    { ...state, siwx: { ...session, expirationTime: null } },
  ]) {
    expect(modalStateSchema.safeParse(value).success, JSON.stringify(value)).toBe(false)
  }
})

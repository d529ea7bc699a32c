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

test('error: malformed snapshots', () => {
  const state = examples.connectedState
  for (const value of [
    { ...state, seq: -1 },
    { ...state, seq: '1' },
    { ...state, open: 'true' },
    { ...state, openings: -1 },
    { ...state, openings: 0.5 },
    { ...state, closable: 'false' },
    { ...state, view: 'toString' },
    { ...state, status: 'unknown' },
    { ...state, account: { ...state.account, caipAddress: 'eip155:1' } },
    { ...state, account: { ...state.account, namespace: 'stellar' } },
    { ...state, account: { ...state.account, address: 'x'.repeat(129) } },
    { ...state, network: { caipNetworkId: 'eip155:1' } },
    { seq: 1, open: true, view: 'Connect', status: 'connected' },
  ]) {
    expect(modalStateSchema.safeParse(value).success, JSON.stringify(value)).toBe(false)
  }
})

import { expect, test } from 'vitest'
import { examples } from '../testing/examples.ts'
import { connectorSchema, MAX_CONNECTOR_ICON_LENGTH } from './connectorSchema.ts'

test('default: a host wallet parses, unknown keys (a live provider) are stripped', () => {
  expect(connectorSchema.parse({ ...examples.connector, provider: { isMetaMask: true } })).toEqual(
    examples.connector,
  )
  expect(
    connectorSchema.parse({ id: 'x', name: 'X', type: 'INJECTED', namespace: 'solana' }),
  ).toEqual({ id: 'x', name: 'X', type: 'INJECTED', namespace: 'solana' })
})

test('error: wrong type, namespace, oversized icon or missing fields', () => {
  for (const value of [
    { ...examples.connector, type: 'WALLET_CONNECT' },
    { ...examples.connector, namespace: 'stellar' },
    { ...examples.connector, icon: 'x'.repeat(MAX_CONNECTOR_ICON_LENGTH + 1) },
    { ...examples.connector, name: undefined },
    { ...examples.connector, rdns: 7 },
  ]) {
    expect(connectorSchema.safeParse(value).success).toBe(false)
  }
})

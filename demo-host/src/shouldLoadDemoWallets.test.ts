import { expect, test } from 'vitest'
import { shouldLoadDemoWallets } from './shouldLoadDemoWallets.ts'

test('default: the demo wallets load without a wallets parameter, or with another value', () => {
  expect(shouldLoadDemoWallets('')).toBe(true)
  expect(shouldLoadDemoWallets('?siwx=required')).toBe(true)
  expect(shouldLoadDemoWallets('?wallets=all')).toBe(true)
})

test('behavior: wallets=none leaves them out', () => {
  expect(shouldLoadDemoWallets('?wallets=none')).toBe(false)
  expect(shouldLoadDemoWallets('?siwx=optional&wallets=none')).toBe(false)
})

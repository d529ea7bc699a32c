import { expect, test } from 'vitest'
import { isCaipAddress } from './isCaipAddress.ts'

test('default: true for a valid account id of a known namespace', () => {
  expect(isCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
})

test('behavior: false, never a throw, for anything else', () => {
  for (const value of ['eip155:1', 'eip155:1:', 'stellar:pubnet:GA', '', undefined, 1, [], 1n]) {
    expect(isCaipAddress(value)).toBe(false)
  }
})

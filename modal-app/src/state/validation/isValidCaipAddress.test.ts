import { expect, test } from 'vitest'
import { isValidCaipAddress } from './isValidCaipAddress.ts'

test('§5 CAIP address: three non-empty parts with a known namespace', () => {
  expect(isValidCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
  expect(isValidCaipAddress('eip155::0xab')).toBe(false)
  expect(isValidCaipAddress('eip155:1')).toBe(false)
  expect(isValidCaipAddress('stellar:1:GABC')).toBe(false)
})

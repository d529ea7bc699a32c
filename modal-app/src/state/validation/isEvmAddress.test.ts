import { expect, test } from 'vitest'
import { isEvmAddress } from './isEvmAddress.ts'

test('§5 EVM address: 40 hex digits with an optional 0x', () => {
  expect(isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
  expect(isEvmAddress('ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
  expect(isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcd')).toBe(false)
  expect(isEvmAddress('0xzb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(false)
})

import { AirlockError } from '@airlock/shared-protocol'
import { expect, test } from 'vitest'
import { evmChainIdToCoinType } from './evmChainIdToCoinType.ts'

test('§5 coin type: ids at or above 2^31 are invalid', () => {
  expect(evmChainIdToCoinType(10)).toBe(0x8000000a)
  expect(evmChainIdToCoinType(2 ** 31 - 1)).toBe(0xffffffff)
  expect(() => evmChainIdToCoinType(2 ** 31)).toThrowError('Invalid chainId')
  expect(() => evmChainIdToCoinType(2 ** 31)).toThrow(AirlockError)
})

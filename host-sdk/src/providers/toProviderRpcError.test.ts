import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { expect, test } from 'vitest'
import { toProviderRpcError } from './toProviderRpcError.ts'

test('behavior: a failed read keeps the node’s code and revert data for ethers and viem', () => {
  const revert = '0xe450d38c000000000000000000000000000000000000000000000000000000000000dead'
  const error = toProviderRpcError(
    new AirlockError(ErrorCode.INTERNAL, 'execution reverted', { data: { code: 3, data: revert } }),
  )
  expect(error).toMatchObject({ name: 'ProviderRpcError', code: 3, data: revert })
  expect(error.message).toBe('execution reverted')
})

test('default: without data there is no data field', () => {
  const error = toProviderRpcError(new AirlockError(ErrorCode.USER_REJECTED, 'Declined'))
  expect(error.code).toBe(4001)
  expect('data' in error).toBe(false)
})

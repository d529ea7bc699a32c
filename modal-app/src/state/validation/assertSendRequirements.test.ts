import { expect, test } from 'vitest'
import { assertSendRequirements } from './assertSendRequirements.ts'

test('§5 send: amount and receiver, then token, then EVM or Solana only', () => {
  const token = { symbol: 'ETH' }
  const ok = { namespace: 'eip155', token, sendTokenAmount: '1', receiverAddress: '0x1' } as const
  expect(() => assertSendRequirements(ok)).not.toThrow()
  expect(() => assertSendRequirements({ ...ok, namespace: 'solana' })).not.toThrow()
  expect(() => assertSendRequirements({ ...ok, sendTokenAmount: undefined })).toThrowError(
    'An amount and receiver address are required',
  )
  expect(() => assertSendRequirements({ ...ok, receiverAddress: '' })).toThrowError(
    'An amount and receiver address are required',
  )
  expect(() => assertSendRequirements({ ...ok, token: undefined })).toThrowError(
    'A token is required',
  )
  expect(() => assertSendRequirements({ ...ok, namespace: 'bip122' })).toThrowError(
    'Unsupported chain',
  )
})

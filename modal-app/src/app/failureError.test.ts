import { ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test } from 'vitest'
import { failureError } from './failureError.ts'

describe('failureError', () => {
  test('default: a refusal is USER_REJECTED with EIP-1193 4001 and the view text', () => {
    expect(failureError({ kind: 'rejected', message: 'Network switch declined' })).toMatchObject({
      code: ErrorCode.USER_REJECTED,
      shortMessage: 'Network switch declined',
      data: { code: 4001 },
    })
  })

  test('behavior: a prompt already open is REQUEST_PENDING (-32002); anything else INTERNAL', () => {
    expect(
      failureError({ kind: 'pending', message: 'Open your wallet to continue' }),
    ).toMatchObject({ code: ErrorCode.REQUEST_PENDING, data: { code: -32002 } })
    expect(failureError({ kind: 'error', message: 'Chain is not supported' })).toMatchObject({
      code: ErrorCode.INTERNAL,
      shortMessage: 'Chain is not supported',
    })
  })
})

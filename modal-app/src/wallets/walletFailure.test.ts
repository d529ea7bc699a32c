import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test } from 'vitest'
import { toWalletFailure, WALLET_MESSAGES, walletErrorCode } from './walletFailure.ts'

describe('toWalletFailure', () => {
  test('default: USER_REJECTED and 4001 are rejections', () => {
    expect(toWalletFailure(new AirlockError(ErrorCode.USER_REJECTED, 'x'))).toEqual({
      kind: 'rejected',
      message: 'Connection declined',
    })
    expect(toWalletFailure({ code: 4001, message: 'User rejected' }).kind).toBe('rejected')
    expect(toWalletFailure(new AirlockError(ErrorCode.USER_REJECTED, 'x'), 'No').message).toBe('No')
  })

  test('default: REQUEST_PENDING and -32002 are pending', () => {
    expect(toWalletFailure(new AirlockError(ErrorCode.REQUEST_PENDING, 'x'))).toEqual({
      kind: 'pending',
      message: 'Open your wallet to continue',
    })
    expect(toWalletFailure({ code: -32002 }).kind).toBe('pending')
  })

  test('error: anything else keeps its short text', () => {
    const error = new AirlockError(ErrorCode.REQUEST_TIMEOUT, 'No answer', { details: 'long' })
    expect(toWalletFailure(error)).toEqual({ kind: 'error', message: 'No answer' })
    expect(toWalletFailure('boom')).toEqual({ kind: 'error', message: 'boom' })
    expect(toWalletFailure(42)).toEqual({ kind: 'error', message: 'Unknown error' })
  })

  test('default: walletErrorCode reads data.code first', () => {
    const error = new AirlockError(ErrorCode.INTERNAL, 'x', { data: { code: 4902 } })
    expect(walletErrorCode(error)).toBe(4902)
    expect(walletErrorCode(new AirlockError(ErrorCode.INTERNAL, 'x'))).toBeUndefined()
    expect(walletErrorCode(null)).toBeUndefined()
  })

  test('default: the visitor-facing texts', () => {
    expect(WALLET_MESSAGES).toMatchInlineSnapshot(`
      {
        "noAccounts": "The wallet did not share an account",
        "notConnected": "No wallet is connected",
        "pending": "Open your wallet to continue",
        "pendingDetails": "A request is already waiting in your wallet: approve or decline it there.",
        "rejected": "Connection declined",
        "rejectedDetails": "You declined the request in your wallet. Try again when you are ready.",
        "switchDeclined": "Network switch declined",
      }
    `)
  })
})

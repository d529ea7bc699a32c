import { ErrorCode } from '@airlock/shared-protocol'
import { getBase58Decoder, getBase64Encoder } from '@solana/kit'
import { describe, expect, test, vi } from 'vitest'
import { toWalletConnectSolanaSend } from './toWalletConnectSolanaSend.ts'

const signatureBytes = Uint8Array.from({ length: 64 }, (_, index) => index + 1)
const base58Signature = getBase58Decoder().decode(signatureBytes)

describe('toWalletConnectSolanaSend', () => {
  test('default: asks solana_signAndSendTransaction with { transaction } and answers base64', async () => {
    const request = vi.fn(async () => ({ signature: base58Signature }))
    const { signature } = await toWalletConnectSolanaSend(request, { transaction: 'AQID' })
    expect(request).toHaveBeenCalledWith('solana_signAndSendTransaction', { transaction: 'AQID' })
    expect([...getBase64Encoder().encode(signature)]).toEqual([...signatureBytes])
  })

  test('error: no signature, a malformed one or one of the wrong length is INTERNAL', async () => {
    for (const answer of [
      null,
      {},
      { signature: 42 },
      { signature: '0OIl' },
      { signature: getBase58Decoder().decode(signatureBytes.slice(0, 32)) },
    ]) {
      await expect(
        toWalletConnectSolanaSend(async () => answer, { transaction: 'AQID' }),
      ).rejects.toMatchObject({ code: ErrorCode.INTERNAL })
    }
  })

  test('error: the session failure passes through', async () => {
    const failure = new Error('rejected')
    await expect(
      toWalletConnectSolanaSend(
        async () => {
          throw failure
        },
        { transaction: 'AQID' },
      ),
    ).rejects.toBe(failure)
  })
})

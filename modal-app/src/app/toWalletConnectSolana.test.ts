import { ErrorCode, serializeError } from '@airlock/shared-protocol'
import { solanaTransferTransaction } from '@airlock/testkit/solanaTransfer'
import {
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
} from '@solana/kit'
import { describe, expect, test, vi } from 'vitest'
import { toWalletConnectSolana } from './toWalletConnectSolana.ts'

const RECIPIENT = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

const signer = 'FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj'
const signatureBytes = Uint8Array.from({ length: 64 }, (_, index) => index + 1)
const base58Signature = getBase58Decoder().decode(signatureBytes)
const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
/** A transfer `signer` signs, for the tests of what the wallet answers. */
const TRANSFER = solanaTransferTransaction({ from: signer, to: RECIPIENT, lamports: 1n })

/** `transaction` (base64) with `signatureBytes` at the signer's place, as a wallet answers it. */
function signedByWallet(transaction: string): string {
  const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
  const signatures = { ...decoded.signatures, [signer]: signatureBytes }
  return base64(new Uint8Array(getTransactionEncoder().encode({ ...decoded, signatures } as never)))
}

describe('toWalletConnectSolana', () => {
  test('behavior: signMessage asks solana_signMessage with the message in base58 and the pubkey, and answers base64', async () => {
    const message = new TextEncoder().encode('Hello')
    const request = vi.fn(async () => ({ signature: base58Signature }))
    const answer = await toWalletConnectSolana(
      request,
      { method: 'solana:signMessage', params: { message: base64(message), address: signer } },
      signer,
    )
    expect(request).toHaveBeenCalledWith('solana_signMessage', {
      message: getBase58Decoder().decode(message),
      pubkey: signer,
    })
    expect(answer).toEqual({ signedMessage: base64(message), signature: base64(signatureBytes) })
  })

  test('behavior: signTransaction takes the signed transaction the wallet returns', async () => {
    const transaction = solanaTransferTransaction({
      from: signer,
      to: RECIPIENT,
      lamports: 500_000_000n,
    })
    const signed = signedByWallet(transaction)
    const request = vi.fn(async () => ({ signature: base58Signature, transaction: signed }))
    const answer = await toWalletConnectSolana(
      request,
      { method: 'solana:signTransaction', params: { transaction, address: signer } },
      signer,
    )
    expect(request).toHaveBeenCalledWith('solana_signTransaction', { transaction })
    expect(answer).toEqual({ signedTransaction: signed })
  })

  test('regression: a wallet answering the transaction unsigned is INTERNAL, not passed on as signed (the dapp sent it and the node refused)', async () => {
    const transaction = solanaTransferTransaction({
      from: signer,
      to: RECIPIENT,
      lamports: 500_000_000n,
    })
    const request = vi.fn(async () => ({ transaction }))
    const error = await toWalletConnectSolana(
      request,
      { method: 'solana:signTransaction', params: { transaction, address: signer } },
      signer,
    ).catch((failure: unknown) => failure)
    expect(serializeError(error)).toMatchObject({
      code: ErrorCode.INTERNAL,
      message: 'The wallet did not sign the transaction.',
    })
  })

  test('regression: a transaction the account is no signer of is INVALID_PARAMS and asks the wallet nothing (the phone wallet was prompted, then refused)', async () => {
    // The connected account is the recipient; another account signs.
    const transaction = solanaTransferTransaction({ from: RECIPIENT, to: signer, lamports: 1n })
    const request = vi.fn()
    for (const method of ['solana:signTransaction', 'solana:signAndSendTransaction']) {
      await expect(
        toWalletConnectSolana(request, { method, params: { transaction } }, signer),
      ).rejects.toMatchObject({
        code: ErrorCode.INVALID_PARAMS,
        shortMessage: `${method}: the connected account ${signer} is not a signer of this transaction.`,
        data: { code: -32602 },
      })
    }
    expect(request).not.toHaveBeenCalled()
  })

  test('behavior: the transaction a wallet answers is read as base64 with its padding or none, and passed on padded (an unpadded one went to the dapp as sent)', async () => {
    // A legacy transfer is 215 bytes: its base64 ends in one "=".
    const transaction = solanaTransferTransaction({
      from: signer,
      to: RECIPIENT,
      lamports: 500_000_000n,
      version: 'legacy',
    })
    const signed = signedByWallet(transaction)
    expect(signed).toMatch(/[^=]=$/)
    for (const [answered, passed] of [
      [signed, signed],
      [signed.slice(0, -1), signed],
    ]) {
      await expect(
        toWalletConnectSolana(
          async () => ({ signature: base58Signature, transaction: answered }),
          { method: 'solana:signTransaction', params: { transaction } },
          signer,
        ),
      ).resolves.toEqual({ signedTransaction: passed })
    }
  })

  test('regression: a transaction answered in other text is not passed on: the signature goes at the signer’s place ("SGk=SGk=" went to the dapp, its bytes cut to the first half)', async () => {
    const transaction = solanaTransferTransaction({
      from: signer,
      to: RECIPIENT,
      lamports: 500_000_000n,
    })
    const withSignature = await toWalletConnectSolana(
      async () => ({ signature: base58Signature }),
      { method: 'solana:signTransaction', params: { transaction } },
      signer,
    )
    // 'AQID' is base64, of bytes that are no transaction.
    for (const answered of [
      'SGk=SGk=',
      'AQ=',
      'AQI==',
      'A',
      ' AQID',
      'AQ\nID',
      'AQ-_',
      '',
      'AQID',
    ]) {
      await expect(
        toWalletConnectSolana(
          async () => ({ signature: base58Signature, transaction: answered }),
          { method: 'solana:signTransaction', params: { transaction } },
          signer,
        ),
      ).resolves.toEqual(withSignature)
    }
    // Without a signature to fall back on, the garbage is an error, not an answer.
    await expect(
      toWalletConnectSolana(
        async () => ({ transaction: 'SGk=SGk=' }),
        { method: 'solana:signTransaction', params: { transaction } },
        signer,
      ),
    ).rejects.toMatchObject({
      code: ErrorCode.INTERNAL,
      shortMessage: 'The wallet did not return a signature.',
    })
  })

  test('regression: a signed transaction of another message is refused, even with a signature (a wallet could change what the dapp asked to sign)', async () => {
    const transaction = solanaTransferTransaction({
      from: signer,
      to: RECIPIENT,
      lamports: 500_000_000n,
    })
    const changed = signedByWallet(
      solanaTransferTransaction({ from: signer, to: RECIPIENT, lamports: 900_000_000n }),
    )
    const refusals = []
    for (const answer of [
      { transaction: changed },
      { signature: base58Signature, transaction: changed },
    ]) {
      const error = await toWalletConnectSolana(
        async () => answer,
        { method: 'solana:signTransaction', params: { transaction } },
        signer,
      ).catch((failure: unknown) => failure)
      refusals.push(serializeError(error))
    }
    expect(refusals[1]).toEqual(refusals[0])
    expect(refusals[0]).toMatchInlineSnapshot(`
      {
        "code": "INTERNAL",
        "data": {
          "details": "Its signed transaction has another message: a wallet may add its signature, not change what is signed.",
          "value": undefined,
        },
        "message": "The wallet changed the transaction it was asked to sign.",
      }
    `)
  })

  test('error: signTransaction of bytes that are not a Solana transaction is INVALID_PARAMS and asks the wallet nothing', async () => {
    const request = vi.fn()
    const error = await toWalletConnectSolana(
      request,
      { method: 'solana:signTransaction', params: { transaction: 'AQID' } },
      signer,
    ).catch((failure: unknown) => failure)
    expect(request).not.toHaveBeenCalled()
    expect(serializeError(error)).toMatchInlineSnapshot(`
      {
        "code": "INVALID_PARAMS",
        "data": {
          "code": -32602,
        },
        "message": "solana:signTransaction: not a Solana transaction.",
      }
    `)
  })

  test("regression: a transaction larger than Solana's 1,232 bytes is INVALID_PARAMS naming its size and asks the wallet nothing (it went to the visitor's phone, then the node refused it)", async () => {
    const transaction = solanaTransferTransaction({
      from: signer,
      to: RECIPIENT,
      lamports: 500_000_000n,
      size: 1_233,
    })
    const request = vi.fn(async () => ({ signature: base58Signature }))
    const refusals = []
    for (const method of ['solana:signTransaction', 'solana:signAndSendTransaction']) {
      const error = await toWalletConnectSolana(
        request,
        { method, params: { transaction } },
        signer,
      ).catch((failure: unknown) => failure)
      refusals.push(serializeError(error))
    }
    expect(request).not.toHaveBeenCalled()
    expect(refusals).toMatchInlineSnapshot(`
      [
        {
          "code": "INVALID_PARAMS",
          "data": {
            "code": -32602,
          },
          "message": "solana:signTransaction: the transaction is 1,233 bytes, larger than Solana's 1,232-byte transaction limit.",
        },
        {
          "code": "INVALID_PARAMS",
          "data": {
            "code": -32602,
          },
          "message": "solana:signAndSendTransaction: the transaction is 1,233 bytes, larger than Solana's 1,232-byte transaction limit.",
        },
      ]
    `)
  })

  test("behavior: a transaction of exactly Solana's 1,232 bytes is sent to the wallet", async () => {
    const transaction = solanaTransferTransaction({
      from: signer,
      to: RECIPIENT,
      lamports: 500_000_000n,
      size: 1_232,
    })
    const request = vi.fn(async () => ({ signature: base58Signature }))
    await toWalletConnectSolana(
      request,
      { method: 'solana:signAndSendTransaction', params: { transaction } },
      signer,
    )
    expect(request).toHaveBeenCalledWith('solana_signAndSendTransaction', { transaction })
  })

  test('behavior: a wallet that returns its signature only gets it written at the signer’s place', async () => {
    const transaction = solanaTransferTransaction({
      from: signer,
      to: RECIPIENT,
      lamports: 500_000_000n,
    })
    const answer = (await toWalletConnectSolana(
      async () => ({ signature: base58Signature }),
      { method: 'solana:signTransaction', params: { transaction } },
      signer,
    )) as { signedTransaction: string }
    const signed = getTransactionDecoder().decode(
      getBase64Encoder().encode(answer.signedTransaction),
    )
    expect(Object.keys(signed.signatures)).toEqual([signer])
    expect([...(signed.signatures[signer as never] ?? [])]).toEqual([...signatureBytes])
    const unsigned = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
    expect(signed.messageBytes).toEqual(unsigned.messageBytes)
  })

  test('regression: signMessage of a transaction message the signer signs is INVALID_PARAMS and asks the wallet nothing (a "message" signed a transfer)', async () => {
    const request = vi.fn(async () => ({ signature: base58Signature }))
    const wire = solanaTransferTransaction({ from: signer, to: RECIPIENT, lamports: 500_000_000n })
    const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
    await expect(
      toWalletConnectSolana(
        request,
        { method: 'solana:signMessage', params: { message: base64(new Uint8Array(messageBytes)) } },
        signer,
      ),
    ).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      shortMessage:
        'solana:signMessage refuses a Solana transaction of this account: signing it would approve the transaction.',
      data: { code: -32602 },
    })
    expect(request).not.toHaveBeenCalled()
    // The recipient signs nothing in it: its wallet is asked.
    await toWalletConnectSolana(
      request,
      { method: 'solana:signMessage', params: { message: base64(new Uint8Array(messageBytes)) } },
      RECIPIENT,
    )
    expect(request).toHaveBeenCalledOnce()
  })

  test('regression: a signature far longer than a base58 signature is refused undecoded (a megabyte one froze the modal)', async () => {
    await expect(
      toWalletConnectSolana(
        async () => ({ signature: '2'.repeat(1_000_000) }),
        { method: 'solana:signAndSendTransaction', params: { transaction: TRANSFER } },
        signer,
      ),
    ).rejects.toMatchObject({
      code: ErrorCode.INTERNAL,
      shortMessage: 'The wallet did not return a signature.',
      details:
        'Its signature is 1000000 characters long; a base58 ed25519 signature has at most 88.',
    })
  })

  test('behavior: signAndSendTransaction passes the send options as sendOptions and answers base64', async () => {
    const request = vi.fn(async () => ({ signature: base58Signature }))
    const answer = await toWalletConnectSolana(
      request,
      {
        method: 'solana:signAndSendTransaction',
        params: {
          transaction: TRANSFER,
          options: { skipPreflight: true, maxRetries: 3, commitment: 'finalized' },
        },
      },
      signer,
    )
    expect(request).toHaveBeenCalledWith('solana_signAndSendTransaction', {
      transaction: TRANSFER,
      sendOptions: { skipPreflight: true, maxRetries: 3 },
    })
    expect(answer).toEqual({ signature: base64(signatureBytes) })
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
        toWalletConnectSolana(
          async () => answer,
          { method: 'solana:signAndSendTransaction', params: { transaction: TRANSFER } },
          signer,
        ),
      ).rejects.toMatchObject({ code: ErrorCode.INTERNAL })
    }
  })

  test('error: a request without its base64 bytes is INVALID_PARAMS and asks the wallet nothing', async () => {
    const request = vi.fn()
    for (const params of [undefined, {}, { transaction: 42 }, { transaction: '' }]) {
      await expect(
        toWalletConnectSolana(request, { method: 'solana:signTransaction', params }, signer),
      ).rejects.toMatchObject({ code: ErrorCode.INVALID_PARAMS, data: { code: -32602 } })
    }
    expect(request).not.toHaveBeenCalled()
  })

  test('error: a signMessage of no bytes is INVALID_PARAMS and asks the wallet nothing', async () => {
    const request = vi.fn()
    await expect(
      toWalletConnectSolana(
        request,
        { method: 'solana:signMessage', params: { message: '' } },
        signer,
      ),
    ).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      shortMessage: 'solana:signMessage expects { message } of at least one byte.',
      data: { code: -32602 },
    })
    expect(request).not.toHaveBeenCalled()
  })

  test('regression: base64 that is not standard and padded is INVALID_PARAMS (an unpadded one was sent on; "SGk=SGk=" was cut to its first half)', async () => {
    const request = vi.fn()
    for (const message of ['SGk', 'SGk=SGk=', ' SGk=']) {
      await expect(
        toWalletConnectSolana(
          request,
          { method: 'solana:signMessage', params: { message } },
          signer,
        ),
      ).rejects.toMatchObject({
        code: ErrorCode.INVALID_PARAMS,
        shortMessage: 'solana:signMessage expects { message } in base64.',
      })
    }
    expect(request).not.toHaveBeenCalled()
  })

  test('error: the session failure passes through', async () => {
    const failure = new Error('rejected')
    await expect(
      toWalletConnectSolana(
        async () => {
          throw failure
        },
        { method: 'solana:signAndSendTransaction', params: { transaction: TRANSFER } },
        signer,
      ),
    ).rejects.toBe(failure)
  })
})

import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import {
  decompileTransactionMessage,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { describe, expect, test, vi } from 'vitest'
import { testNetwork } from '../state/testing.ts'
import { sendTransfer } from './sendTransfer.ts'

const evm = { ...testNetwork('eip155:31337'), id: 31337 }
const solana = testNetwork('solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ')
const hash = `0x${'ab'.repeat(32)}`
const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

describe('sendTransfer', () => {
  test('default: eip155 asks eth_sendTransaction and resolves the hash', async () => {
    const request = vi.fn(async () => hash)
    const result = await sendTransfer(
      {
        network: evm,
        from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        token: { symbol: 'ETH', decimals: 18 },
        amount: '1',
      },
      { request },
    )
    expect(result).toBe(hash)
    expect(request).toHaveBeenCalledWith('eth_sendTransaction', [
      {
        from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        value: '0xde0b6b3a7640000',
        chainId: '0x7a69',
      },
    ])
  })

  test('behavior: solana signs and sends base64 bytes on the network and returns base58', async () => {
    const signature64 = getBase64Decoder().decode(getBase58Encoder().encode(SIGNATURE))
    const request = vi.fn(async () => ({ signature: signature64 }))
    const getLifetime = vi.fn(async () => ({
      blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi',
      lastValidBlockHeight: 9n,
    }))
    const from = 'FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj'
    const result = await sendTransfer(
      {
        network: solana,
        from,
        to: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        token: { symbol: 'SOL', decimals: 9 },
        amount: '0.25',
      },
      { request, getLifetime },
    )
    expect(result).toBe(SIGNATURE)
    expect(getLifetime).toHaveBeenCalledWith('http://127.0.0.1:8545')
    expect(request).toHaveBeenCalledWith('solana:signAndSendTransaction', {
      address: from,
      transaction: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      chain: solana.caipNetworkId,
    })
  })

  test('behavior: a Solana token goes through the program that owns its mint', async () => {
    const signature64 = getBase64Decoder().decode(getBase58Encoder().encode(SIGNATURE))
    const request = vi.fn(async (_method: string, _params: unknown) => ({ signature: signature64 }))
    const getOwner = vi.fn(async () => 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
    const getLifetime = async () => ({
      blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi',
      lastValidBlockHeight: 9n,
    })
    const mint = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'
    await sendTransfer(
      {
        network: solana,
        from: 'FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj',
        to: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        token: { symbol: 'ADUSD', decimals: 6, address: mint },
        amount: '1',
      },
      { request, getLifetime, getOwner },
    )
    expect(getOwner).toHaveBeenCalledWith('http://127.0.0.1:8545', mint)
    const { transaction } = (request.mock.calls[0]?.[1] ?? {}) as { transaction: string }
    const message = decompileTransactionMessage(
      getCompiledTransactionMessageDecoder().decode(
        getTransactionDecoder().decode(getBase64Encoder().encode(transaction)).messageBytes,
      ),
    )
    expect(message.instructions.at(-1)?.programAddress).toBe(
      'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
    )
  })

  test('error: a Solana token whose mint is missing or not a token mint is refused before the wallet is asked', async () => {
    for (const owner of [undefined, '11111111111111111111111111111111']) {
      const request = vi.fn()
      await expect(
        sendTransfer(
          {
            network: solana,
            from: 'FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj',
            to: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
            token: {
              symbol: 'ADUSD',
              decimals: 6,
              address: 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr',
            },
            amount: '1',
          },
          { request, getOwner: async () => owner },
        ),
      ).rejects.toMatchObject({
        code: ErrorCode.INVALID_PARAMS,
        shortMessage: `ADUSD (Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr) is not a token mint on ${solana.name}.`,
      })
      expect(request).not.toHaveBeenCalled()
    }
  })

  test('error: the wallet refusing passes through unchanged', async () => {
    const refusal = new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.')
    await expect(
      sendTransfer(
        {
          network: evm,
          from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          token: { symbol: 'ETH', decimals: 18 },
          amount: '1',
        },
        { request: async () => Promise.reject(refusal) },
      ),
    ).rejects.toBe(refusal)
  })

  test('error: an answer that is not a hash', async () => {
    await expect(
      sendTransfer(
        {
          network: evm,
          from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          token: { symbol: 'ETH', decimals: 18 },
          amount: '1',
        },
        { request: async () => null },
      ),
    ).rejects.toMatchObject({ code: ErrorCode.INTERNAL })
  })
})

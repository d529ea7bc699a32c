import {
  decompileTransactionMessage,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import {
  getTransferSolInstructionDataDecoder,
  SYSTEM_PROGRAM_ADDRESS,
} from '@solana-program/system'
import { describe, expect, test } from 'vitest'
import { testNetwork } from '../state/testing.ts'
import { solanaTransferTransaction } from './solanaTransferTransaction.ts'

const network = testNetwork('solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ')
const from = 'FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj'
const to = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const lifetime = {
  blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi',
  lastValidBlockHeight: 150n,
}

describe('solanaTransferTransaction', () => {
  test('default: one unsigned System transfer of lamports, paid by the sender', () => {
    const wire = solanaTransferTransaction(
      { network, from, to, token: { symbol: 'SOL', decimals: 9 }, amount: '0.5' },
      lifetime,
    )
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
    expect(Object.keys(transaction.signatures)).toEqual([from])
    expect(Object.values(transaction.signatures)).toEqual([null])
    const message = decompileTransactionMessage(
      getCompiledTransactionMessageDecoder().decode(transaction.messageBytes),
    )
    expect(message.feePayer.address).toBe(from)
    expect(message.lifetimeConstraint).toMatchObject({ blockhash: lifetime.blockhash })
    const [instruction] = message.instructions
    expect(instruction?.programAddress).toBe(SYSTEM_PROGRAM_ADDRESS)
    expect(instruction?.accounts?.map((account) => account.address)).toEqual([from, to])
    const data = getTransferSolInstructionDataDecoder().decode(
      instruction?.data ?? new Uint8Array(),
    )
    expect(data.amount).toBe(500_000_000n)
  })

  test('error: SPL tokens are not sent (only SOL)', () => {
    expect(() =>
      solanaTransferTransaction(
        { network, from, to, token: { symbol: 'ADUSD', decimals: 6, address: to }, amount: '1' },
        lifetime,
      ),
    ).toThrow('only SOL')
  })
})

import {
  address,
  decompileTransactionMessage,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import {
  getTransferSolInstructionDataDecoder,
  SYSTEM_PROGRAM_ADDRESS,
} from '@solana-program/system'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getTransferCheckedInstructionDataDecoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
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
  test('default: one unsigned System transfer of lamports, paid by the sender', async () => {
    const wire = await solanaTransferTransaction(
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

  test("behavior: an SPL token: the receiver's token account created if missing, then a checked transfer between the associated accounts", async () => {
    const mint = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'
    const wire = await solanaTransferTransaction(
      { network, from, to, token: { symbol: 'ADUSD', decimals: 6, address: mint }, amount: '2.5' },
      lifetime,
      TOKEN_PROGRAM_ADDRESS,
    )
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
    expect(Object.keys(transaction.signatures)).toEqual([from])
    const message = decompileTransactionMessage(
      getCompiledTransactionMessageDecoder().decode(transaction.messageBytes),
    )
    expect(message.feePayer.address).toBe(from)
    const ata = async (owner: string) =>
      (
        await findAssociatedTokenPda({
          mint: address(mint),
          owner: address(owner),
          tokenProgram: TOKEN_PROGRAM_ADDRESS,
        })
      )[0]
    const [create, move] = message.instructions
    expect(create?.programAddress).toBe(ASSOCIATED_TOKEN_PROGRAM_ADDRESS)
    expect(create?.accounts?.slice(0, 4).map((account) => account.address)).toEqual([
      from,
      await ata(to),
      to,
      mint,
    ])
    expect(move?.programAddress).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(move?.accounts?.map((account) => account.address)).toEqual([
      await ata(from),
      mint,
      await ata(to),
      from,
    ])
    expect(
      getTransferCheckedInstructionDataDecoder().decode(move?.data ?? new Uint8Array()),
    ).toMatchObject({ amount: 2_500_000n, decimals: 6 })
  })

  test('error: a token without the program that owns its mint is refused', async () => {
    await expect(
      solanaTransferTransaction(
        { network, from, to, token: { symbol: 'ADUSD', decimals: 6, address: to }, amount: '1' },
        lifetime,
      ),
    ).rejects.toThrow('needs the program that owns its mint')
  })
})

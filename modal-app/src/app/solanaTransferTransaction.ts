import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { parseUnits } from 'viem'
import type { Transfer } from './Transfer.ts'

/** A recent blockhash and the last block height at which a transaction using it is valid. */
export type SolanaLifetime = { blockhash: string; lastValidBlockHeight: bigint }

/**
 * The unsigned wire transaction (base64, as bytes cross the iframe) of a transfer from the
 * sender, who also pays the fee, with the given blockhash. The wallet signs and sends it
 * (`solana:signAndSendTransaction`).
 * - SOL: one System Program transfer.
 * - An SPL token (`token.address` is its mint; `tokenProgram` the program that owns the mint,
 *   SPL Token or Token-2022): the receiver's associated token account is created if it does not
 *   exist yet (the idempotent instruction, paid by the sender, as wallets do), then a checked
 *   transfer between the two associated token accounts, so a wrong decimals count fails on chain
 *   instead of moving 1,000 times the amount.
 *
 * @throws when the amount is not a decimal number, or a token transfer comes without its program.
 */
export async function solanaTransferTransaction(
  transfer: Transfer,
  lifetime: SolanaLifetime,
  tokenProgram?: string,
): Promise<string> {
  const source = createNoopSigner(address(transfer.from))
  const receiver = address(transfer.to)
  const amount = parseUnits(transfer.amount, transfer.token.decimals)
  let instructions: Instruction[]
  if (transfer.token.address === undefined) {
    instructions = [getTransferSolInstruction({ source, destination: receiver, amount })]
  } else {
    if (tokenProgram === undefined) {
      throw new Error(`Sending ${transfer.token.symbol} needs the program that owns its mint.`)
    }
    const mint = address(transfer.token.address)
    const program = address(tokenProgram)
    const ata = async (owner: typeof receiver) =>
      (await findAssociatedTokenPda({ mint, owner, tokenProgram: program }))[0]
    const [from, to] = await Promise.all([ata(source.address), ata(receiver)])
    instructions = [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: source,
        ata: to,
        owner: receiver,
        mint,
        tokenProgram: program,
      }),
      getTransferCheckedInstruction(
        {
          source: from,
          mint,
          destination: to,
          authority: source,
          amount,
          decimals: transfer.token.decimals,
        },
        { programAddress: program },
      ),
    ]
  }
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(source.address, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: lifetime.blockhash as Parameters<
            typeof setTransactionMessageLifetimeUsingBlockhash
          >[0]['blockhash'],
          lastValidBlockHeight: lifetime.lastValidBlockHeight,
        },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

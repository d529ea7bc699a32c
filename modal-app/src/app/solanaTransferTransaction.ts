import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { parseUnits } from 'viem'
import type { Transfer } from './Transfer.ts'

/** A recent blockhash and the last block height at which a transaction using it is valid. */
export type SolanaLifetime = { blockhash: string; lastValidBlockHeight: bigint }

/**
 * The unsigned wire transaction (base64, as bytes cross the iframe) of a SOL transfer: one System
 * Program transfer from the sender, who also pays the fee, with the given blockhash. The wallet
 * signs and sends it (`solana:signAndSendTransaction`).
 *
 * @throws when the amount is not a decimal number, or a token (SPL) transfer is asked for.
 * @example
 * ```ts
 * solanaTransferTransaction({ network, from, to, token: { symbol: 'SOL', decimals: 9 }, amount: '0.5' }, lifetime)
 * ```
 */
export function solanaTransferTransaction(transfer: Transfer, lifetime: SolanaLifetime): string {
  if (transfer.token.address !== undefined) {
    throw new Error(`Sending ${transfer.token.symbol} is not supported yet; only SOL.`)
  }
  const source = createNoopSigner(address(transfer.from))
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
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source,
          destination: address(transfer.to),
          amount: parseUnits(transfer.amount, transfer.token.decimals),
        }),
        draft,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

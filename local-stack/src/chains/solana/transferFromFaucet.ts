import {
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  type KeyPairSigner,
  type Lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/** Parameters of {@link transferFromFaucet}. */
export type TransferFromFaucetParameters = {
  faucet: KeyPairSigner
  to: Address
  amount: Lamports
  blockhash: { blockhash: Blockhash; lastValidBlockHeight: number }
}

/**
 * Builds and signs a SOL transfer from the faucet; returns the wire bytes.
 */
export async function transferFromFaucet({
  faucet,
  to,
  amount,
  blockhash,
}: TransferFromFaucetParameters): Promise<Uint8Array> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(faucet, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash.blockhash,
          lastValidBlockHeight: BigInt(blockhash.lastValidBlockHeight),
        },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: faucet, destination: to, amount }),
        draft,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return new Uint8Array(getBase64Encoder().encode(getBase64EncodedWireTransaction(signed)))
}

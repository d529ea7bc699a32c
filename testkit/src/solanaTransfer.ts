import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

/**
 * A base64 wire transaction, unsigned, of one System transfer of `lamports` from `from` (the fee
 * payer and only signer) to `to`, as a dapp's library hands it to a wallet; built by hand so that
 * tests of a decoder do not share its assumptions. Version 0 unless `version` says `'legacy'`.
 * `size` pads it with a Memo instruction to exactly that many bytes, for tests of size limits.
 */
export function solanaTransferTransaction(options: {
  from: string
  to: string
  lamports: bigint
  /** A blockhash the chain knows, when the transaction is to be sent. */
  recentBlockhash?: string
  version?: 0 | 'legacy'
  /** The transaction's length in bytes (at least that of the transfer with an empty memo). */
  size?: number | undefined
}): string {
  const { size, ...transfer } = options
  if (size === undefined) return buildTransfer(transfer)
  const empty = wireLength(buildTransfer({ ...transfer, memoBytes: 0 }))
  if (size < empty) throw new RangeError(`a transfer with a memo is at least ${empty} bytes`)
  // The memo's length prefix takes a second byte past 127 bytes: one correction settles it.
  const guess = size - empty
  const memoBytes = guess - (wireLength(buildTransfer({ ...transfer, memoBytes: guess })) - size)
  const built = buildTransfer({ ...transfer, memoBytes })
  if (wireLength(built) !== size) throw new RangeError(`no transfer with a memo is ${size} bytes`)
  return built
}

const wireLength = (base64: string) => Buffer.from(base64, 'base64').length

function buildTransfer({
  from,
  to,
  lamports,
  recentBlockhash = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N',
  version = 0,
  memoBytes,
}: {
  from: string
  to: string
  lamports: bigint
  recentBlockhash?: string | undefined
  version?: 0 | 'legacy' | undefined
  memoBytes?: number | undefined
}): string {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash(recentBlockhash),
          lastValidBlockHeight: 100n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address('11111111111111111111111111111111'),
          accounts: [
            { address: address(from), role: AccountRole.WRITABLE_SIGNER },
            { address: address(to), role: AccountRole.WRITABLE },
          ],
          data,
        },
        m,
      ),
  )
  const withMemo =
    memoBytes === undefined
      ? message
      : appendTransactionMessageInstruction(
          {
            programAddress: address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
            data: new Uint8Array(memoBytes).fill(0x61),
          },
          message,
        )
  return getBase64EncodedWireTransaction(compileTransaction(withMemo))
}

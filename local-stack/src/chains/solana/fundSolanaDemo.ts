import { DEMO_SOLANA_ACCOUNTS, DEMO_SPL_MINT } from '@airlock/testkit/demo'
import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { SOLANA_FAUCET, type SolanaLedger } from './createSolanaLedger.ts'

/** Parameters of {@link fundSolanaDemo}. */
export type FundSolanaDemoParameters = {
  /** SOL (whole) for each demo account. Defaults to 100. */
  sol?: bigint
  /** ADUSD (whole) minted to each demo account. Defaults to 1 000. */
  tokens?: bigint
}

const MINT_SIZE = 82n

/**
 * Sets up the demo state with real signed transactions from the faucet: SOL for each of
 * {@link DEMO_SOLANA_ACCOUNTS}, the {@link DEMO_SPL_MINT} mint (authority: the faucet), the
 * accounts' associated token accounts and their ADUSD.
 */
export async function fundSolanaDemo(
  ledger: SolanaLedger,
  { sol = 100n, tokens = 1_000n }: FundSolanaDemoParameters = {},
): Promise<void> {
  const faucet = await createKeyPairSignerFromBytes(Buffer.from(SOLANA_FAUCET.secretKey, 'hex'))
  const mint = await createKeyPairSignerFromBytes(Buffer.from(DEMO_SPL_MINT.secretKey, 'hex'))
  const send = async (instructions: Instruction[]) => {
    const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(faucet, draft),
      (draft) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
          draft,
        ),
      (draft) => appendTransactionMessageInstructions(instructions, draft),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const wire = getBase64Encoder().encode(getBase64EncodedWireTransaction(signed))
    const signature = ledger.submit(new Uint8Array(wire), { skipPreflight: false })
    if (ledger.getTransaction(signature)?.err !== null) {
      throw new Error(`demo funding transaction ${signature} failed`)
    }
  }

  for (const account of DEMO_SOLANA_ACCOUNTS) {
    await ledger.airdrop(account.address, lamports(sol * 1_000_000_000n))
  }
  await send([
    getCreateAccountInstruction({
      payer: faucet,
      newAccount: mint as KeyPairSigner,
      lamports: ledger.svm.minimumBalanceForRentExemption(MINT_SIZE),
      space: MINT_SIZE,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals: DEMO_SPL_MINT.decimals,
      mintAuthority: faucet.address,
      freezeAuthority: null,
    }),
  ])
  const amount = tokens * 10n ** BigInt(DEMO_SPL_MINT.decimals)
  const instructions: Instruction[] = []
  for (const account of DEMO_SOLANA_ACCOUNTS) {
    const [ata] = await findAssociatedTokenPda({
      mint: mint.address,
      owner: account.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: faucet,
        ata,
        owner: account.address,
        mint: mint.address,
      }),
      getMintToCheckedInstruction({
        mint: mint.address,
        token: ata,
        mintAuthority: faucet,
        amount,
        decimals: DEMO_SPL_MINT.decimals,
      }),
    )
  }
  await send(instructions)
}

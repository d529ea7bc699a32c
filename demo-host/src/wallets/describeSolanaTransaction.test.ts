import { DEMO_SOLANA_ACCOUNTS, DEMO_SPL_MINT } from '@airlock/testkit/demo'
import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction } from '@solana-program/token'
import { describe, expect, test } from 'vitest'
import { describeSolanaTransaction } from './describeSolanaTransaction.ts'

const [owner, other] = DEMO_SOLANA_ACCOUNTS
const lifetime = {
  blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N' as Blockhash,
  lastValidBlockHeight: 100n,
}

function transaction(instructions: Instruction[]) {
  return compileTransaction(
    pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayer(owner.address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
}

describe('describeSolanaTransaction', () => {
  test('default: fee payer and a SOL transfer in SOL', () => {
    const signer = createNoopSigner(owner.address)
    const described = describeSolanaTransaction(
      transaction([
        getTransferSolInstruction({
          source: signer,
          destination: other.address,
          amount: 1_500_000_000n,
        }),
      ]),
    )
    expect(described).toEqual({
      version: 'legacy',
      feePayer: owner.address,
      details: [
        { label: 'Fee payer', value: owner.address, kind: 'code' },
        { label: 'Instruction 1', value: `Transfer 1.5 SOL to ${other.address}` },
      ],
    })
  })

  test('behavior: SPL transferChecked with decimals, then an unknown program by address', () => {
    const source = 'GugU1tP7doLeTw9hQP51xRJyS8Da1fWxuiy2rVrnMD2m' as Address
    const destination = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' as Address
    const program = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Address
    const { details } = describeSolanaTransaction(
      transaction([
        getTransferCheckedInstruction({
          source,
          mint: DEMO_SPL_MINT.address,
          destination,
          authority: createNoopSigner(owner.address),
          amount: 2_500_000n,
          decimals: 6,
        }),
        { programAddress: program, data: new TextEncoder().encode('hello') },
      ]),
    )
    expect(details.slice(1)).toEqual([
      {
        label: 'Instruction 1',
        value: `Token transfer of 2.5 (mint ${DEMO_SPL_MINT.address}) to token account ${destination}`,
      },
      { label: 'Instruction 2', value: `Program ${program} (5 bytes of data)` },
    ])
  })
})

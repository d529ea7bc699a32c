import { solanaTransferTransaction } from '@airlock/testkit/solanaTransfer'
import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { expect, test } from 'vitest'
import { deriveAddresses, deriveSolanaPrivateKey, mnemonicToSeed } from '../keys/deriveKeys.ts'
import { signSolanaMessage, signSolanaTransaction } from './signSolana.ts'

const mnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const seed = await mnemonicToSeed(mnemonic)
const privateKey = deriveSolanaPrivateKey(seed)
const signer = await createKeyPairSignerFromPrivateKeyBytes(privateKey)

test('default: the derived key is the derived address (checked by @solana/kit)', () => {
  expect(signer.address).toBe(deriveAddresses(seed).solana)
})

test('default: signMessage verifies with @solana/kit', async () => {
  const message = new TextEncoder().encode('Sign in to Airlock')
  const signature = signSolanaMessage(privateKey, message)
  expect(await verifySignature(signer.keyPair.publicKey, signature as never, message)).toBe(true)
})

/** The message bytes of a transfer of 1 lamport from `from`: what its signature is made over. */
function transferMessage(version: 0 | 'legacy', from: string, to: string): Uint8Array {
  const wire = solanaTransferTransaction({ from, to, lamports: 1n, version })
  return new Uint8Array(
    getTransactionDecoder().decode(getBase64Encoder().encode(wire)).messageBytes,
  )
}

const otherAccount = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

test.each([0, 'legacy'] as const)(
  'error: signMessage refuses a version %s transaction the wallet signs (its signature would approve it)',
  (version) => {
    expect(() =>
      signSolanaMessage(privateKey, transferMessage(version, signer.address, otherAccount)),
    ).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: solanaSignMessage refuses a Solana transaction of this account: signing it would approve the transaction.]`,
    )
  },
)

test('behavior: signMessage signs a transaction the wallet only receives in (a signature there approves nothing)', async () => {
  const message = transferMessage(0, otherAccount, signer.address)
  const signature = signSolanaMessage(privateKey, message)
  expect(await verifySignature(signer.keyPair.publicKey, signature as never, message)).toBe(true)
})

const memoProgram = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')

function transactionFor(feePayer: string) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (tx) => setTransactionMessageFeePayer(address(feePayer), tx),
    (tx) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash,
          lastValidBlockHeight: 100n,
        },
        tx,
      ),
    (tx) =>
      appendTransactionMessageInstruction(
        { programAddress: memoProgram, data: new TextEncoder().encode('hi') },
        tx,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

test('default: signTransaction fills the wallet slot; @solana/kit verifies it', async () => {
  const signed = signSolanaTransaction(privateKey, transactionFor(signer.address))
  const decoded = getTransactionDecoder().decode(signed)
  const signature = decoded.signatures[signer.address]
  expect(signature).toBeTruthy()
  expect(
    await verifySignature(
      signer.keyPair.publicKey,
      signature as never,
      decoded.messageBytes as never,
    ),
  ).toBe(true)
})

test('error: a transaction the wallet does not sign for', () => {
  expect(() =>
    signSolanaTransaction(privateKey, transactionFor('11111111111111111111111111111112')),
  ).toThrow('Not a Solana transaction this wallet can sign: the wallet is not one of its signers.')
  expect(() => signSolanaTransaction(privateKey, new Uint8Array([1, 2]))).toThrow(
    'Not a Solana transaction this wallet can sign: it has no message.',
  )
  // A version 1 message is not read as a version 0 one.
  const versionOne = transactionFor(signer.address)
  versionOne[1 + 64] = 0x81
  expect(() => signSolanaTransaction(privateKey, versionOne)).toThrow(
    'Not a Solana transaction this wallet can sign: its message is cut short or of a version other than legacy and 0.',
  )
})

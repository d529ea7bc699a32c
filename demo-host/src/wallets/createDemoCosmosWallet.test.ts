import { DEMO_COSMOS_ACCOUNT } from '@airlock/testkit/demo'
import { verifyAdr036 } from '@airlock/testkit/verifyAdr036'
import { makeSignDoc as makeAminoSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { expect, test } from 'vitest'
import { createDemoCosmosWallet } from './createDemoCosmosWallet.ts'
import { testSession } from './testing/demoSession.ts'

const { address, privateKey, publicKey } = DEMO_COSMOS_ACCOUNT
const CHAIN = 'provider'

function setup(answers: boolean[] = []) {
  const { session, asked } = testSession(address, answers)
  const wallet = createDemoCosmosWallet({ privateKey, publicKey, chainIds: [CHAIN], session })
  return { wallet, asked }
}

const verifies = (signature: string, bytes: Uint8Array) =>
  Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature)),
    sha256(bytes),
    fromBase64(publicKey),
  )

test('default: enable connects; getKey gives the bech32 address and the public key', async () => {
  const { wallet, asked } = setup()
  await wallet.enable(CHAIN)
  const key = await wallet.getKey(CHAIN)
  expect([key.bech32Address, toBase64(key.pubKey), key.algo]).toEqual([
    address,
    publicKey,
    'secp256k1',
  ])
  expect(asked).toHaveLength(1)
})

test('behavior: signArbitrary is ADR-036, as the demo server checks it', async () => {
  const { wallet } = setup()
  await wallet.enable(CHAIN)
  const signature = await wallet.signArbitrary(CHAIN, address, 'Sign in to Airlock')
  expect(await verifyAdr036(address, 'Sign in to Airlock', JSON.stringify(signature))).toBe(true)
  expect(await verifyAdr036(address, 'Another text', JSON.stringify(signature))).toBe(false)
})

test('behavior: signDirect and signAmino sign the sign docs', async () => {
  const { wallet } = setup()
  await wallet.enable(CHAIN)
  const signDoc = {
    bodyBytes: new Uint8Array([10, 2, 8, 1]),
    authInfoBytes: new Uint8Array([18, 0]),
    chainId: CHAIN,
    accountNumber: 5n,
  }
  const direct = await wallet.signDirect(CHAIN, address, signDoc)
  expect(await verifies(direct.signature.signature, makeSignBytes(direct.signed))).toBe(true)
  const aminoDoc = makeAminoSignDoc([], { amount: [], gas: '200000' }, CHAIN, 'memo', 5, 0)
  const amino = await wallet.signAmino(CHAIN, address, aminoDoc)
  expect(await verifies(amino.signature.signature, serializeSignDoc(amino.signed))).toBe(true)
})

test('error: Reject is 4001; another signer 4100; an unknown chain -32602', async () => {
  const { wallet } = setup([true, false])
  await wallet.enable(CHAIN)
  await expect(wallet.signArbitrary(CHAIN, address, 'x')).rejects.toMatchObject({ code: 4001 })
  await expect(wallet.signArbitrary(CHAIN, 'cosmos1other', 'x')).rejects.toMatchObject({
    code: 4100,
  })
  await expect(wallet.enable('osmosis-1')).rejects.toMatchObject({ code: -32602 })
})

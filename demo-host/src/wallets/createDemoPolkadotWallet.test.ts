import { DEMO_POLKADOT_ACCOUNT } from '@airlock/testkit/demo'
import {
  bnToU8a,
  compactToU8a,
  hexToU8a,
  stringToHex,
  u8aConcat,
  u8aWrapBytes,
} from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { expect, test } from 'vitest'
import { createDemoPolkadotWallet, encodeSignerPayload } from './createDemoPolkadotWallet.ts'
import { testSession } from './testing/demoSession.ts'

const { address, uri } = DEMO_POLKADOT_ACCOUNT
const GENESIS = `0x${'e1'.repeat(32)}` as const
const BLOCK = `0x${'b2'.repeat(32)}` as const
const payload = {
  address,
  blockHash: BLOCK,
  blockNumber: '0x00000010',
  era: '0x0500',
  genesisHash: GENESIS,
  method: '0x0403001234',
  nonce: '0x00000003',
  specVersion: '0x000f4240',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x0000001a',
  signedExtensions: [
    'CheckNonZeroSender',
    'CheckSpecVersion',
    'CheckTxVersion',
    'CheckGenesis',
    'CheckMortality',
    'CheckNonce',
    'CheckWeight',
    'ChargeTransactionPayment',
    'CheckMetadataHash',
  ],
  version: 4,
}

test('default: enable() connects after Approve and lists //Alice', async () => {
  const { session, asked } = testSession(address)
  const wallet = createDemoPolkadotWallet({ uri, session, accountName: 'Alice' })
  const injected = await wallet.enable('Demo')
  await expect(injected.accounts.get()).resolves.toEqual([
    { address, name: 'Alice', type: 'sr25519' },
  ])
  expect(asked).toEqual([{ title: 'Connect to this site', method: 'connect' }])
})

test('behavior: signRaw signs <Bytes>…</Bytes> so that signatureVerify accepts it', async () => {
  const { session } = testSession(address)
  const injected = await createDemoPolkadotWallet({ uri, session, accountName: 'A' }).enable('Demo')
  const data = stringToHex('Sign in to Airlock')
  const { signature } = await injected.signer.signRaw({ address, data, type: 'bytes' })
  await cryptoWaitReady()
  expect(signatureVerify(u8aWrapBytes(hexToU8a(data)), signature, address).isValid).toBe(true)
  expect(signatureVerify('Sign in to Airlock', signature, address).isValid).toBe(true)
})

test('behavior: signPayload signs the SCALE payload; the signature carries its sr25519 type', async () => {
  const { session } = testSession(address)
  const injected = await createDemoPolkadotWallet({ uri, session, accountName: 'A' }).enable('Demo')
  const { signature } = await injected.signer.signPayload(payload)
  // By hand: call, era, Compact(nonce 3), Compact(tip 0), mode 0; spec 1000000, tx 26, genesis,
  // block hash, no metadata hash.
  const expected = u8aConcat(
    hexToU8a('0x0403001234'),
    hexToU8a('0x0500'),
    compactToU8a(3),
    compactToU8a(0),
    [0],
    bnToU8a(1_000_000, { bitLength: 32 }),
    bnToU8a(26, { bitLength: 32 }),
    hexToU8a(GENESIS),
    hexToU8a(BLOCK),
    [0],
  )
  expect(await encodeSignerPayload(payload)).toEqual(expected)
  expect(hexToU8a(signature)[0]).toBe(1)
  await cryptoWaitReady()
  expect(signatureVerify(expected, signature, address).isValid).toBe(true)
})

test("regression: a payload with current runtimes' data-less extensions (AuthorizeCall, WeightReclaim) is signed, not refused before the prompt", async () => {
  const current = {
    ...payload,
    signedExtensions: ['AuthorizeCall', ...payload.signedExtensions, 'WeightReclaim'],
  }
  expect(await encodeSignerPayload(current)).toEqual(await encodeSignerPayload(payload))
})

test('error: Reject is 4001, another account 4100, an unknown extension -32602', async () => {
  const { session } = testSession(address, [true, false])
  const injected = await createDemoPolkadotWallet({ uri, session, accountName: 'A' }).enable('Demo')
  await expect(
    injected.signer.signRaw({ address, data: '0x01', type: 'bytes' }),
  ).rejects.toMatchObject({ code: 4001 })
  await expect(
    injected.signer.signRaw({ address: '5Other', data: '0x01', type: 'bytes' }),
  ).rejects.toMatchObject({ code: 4100 })
  await expect(
    injected.signer.signPayload({ ...payload, signedExtensions: ['CheckSomethingNew'] }),
  ).rejects.toMatchObject({
    code: -32602,
    message: 'The demo wallet cannot encode the signed extension CheckSomethingNew.',
  })
})

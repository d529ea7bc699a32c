import { DEMO_BITCOIN_ACCOUNT } from '@airlock/testkit/demo'
import { hex } from '@scure/base'
import { p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { expect, test } from 'vitest'
import { createDemoBitcoinWallet } from './createDemoBitcoinWallet.ts'
import { testSession } from './testing/demoSession.ts'

const { address, privateKey, publicKey } = DEMO_BITCOIN_ACCOUNT
type Features = Record<string, Record<string, (...args: never[]) => Promise<never>>>

function setup(answers: boolean[] = []) {
  const { session, asked } = testSession(address, answers)
  const wallet = createDemoBitcoinWallet({
    name: 'Demo BTC',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    privateKey,
    publicKey,
    chains: ['bitcoin:testnet'],
    session,
  })
  const features = wallet.features as unknown as Features
  const call = <T>(feature: string, input?: unknown): Promise<T> => {
    const [, name] = feature.split(':') as [string, string]
    const fn = features[feature]?.[name] as ((input: unknown) => Promise<T>) | undefined
    if (!fn) throw new Error(`no ${feature}`)
    return fn(input)
  }
  return { wallet, call, asked }
}

test('default: connect gives the P2WPKH testnet account with its public key', async () => {
  const { wallet, call } = setup()
  expect(wallet.accounts).toEqual([])
  const { accounts } = await call<{ accounts: WalletAccount[] }>('bitcoin:connect', {
    purposes: ['payment'],
  })
  expect(
    accounts.map((account) => [account.address, hex.encode(Uint8Array.from(account.publicKey))]),
  ).toEqual([[address, publicKey]])
  expect(p2wpkh(hex.decode(publicKey), TEST_NETWORK).address).toBe(address)
})

test('behavior: signMessage gives a BIP-322 simple signature that bip322-js verifies', async () => {
  const { wallet, call } = setup()
  await call('bitcoin:connect')
  const message = 'Sign in to Airlock'
  const [output] = await call<Array<{ signature: Uint8Array }>>('bitcoin:signMessage', {
    account: wallet.accounts[0],
    message: new TextEncoder().encode(message),
  })
  const signature = Buffer.from(output?.signature as Uint8Array).toString('base64')
  expect(Verifier.verifySignature(address, message, signature)).toBe(true)
  expect(Verifier.verifySignature(address, 'another message', signature)).toBe(false)
})

test('behavior: signTransaction signs the asked inputs of a PSBT', async () => {
  const { wallet, call } = setup()
  await call('bitcoin:connect')
  const script = p2wpkh(hex.decode(publicKey), TEST_NETWORK).script
  const transaction = new Transaction()
  transaction.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script, amount: 10_000n },
  })
  transaction.addOutputAddress(address, 9_000n, TEST_NETWORK)
  const [output] = await call<Array<{ signedPsbt: Uint8Array }>>('bitcoin:signTransaction', {
    psbt: transaction.toPSBT(),
    inputsToSign: [{ account: wallet.accounts[0], signingIndexes: [0] }],
  })
  const signed = Transaction.fromPSBT(output?.signedPsbt as Uint8Array)
  expect(signed.getInput(0).partialSig?.[0]?.[0]).toEqual(hex.decode(publicKey))
  signed.finalize()
  expect(signed.isFinal).toBe(true)
})

test('error: Reject is 4001; a site that did not connect gets 4100', async () => {
  const { wallet, call } = setup([false])
  await expect(call('bitcoin:connect')).rejects.toMatchObject({ code: 4001 })
  await expect(
    call('bitcoin:signMessage', {
      account: { address },
      message: new Uint8Array([104, 105]),
    }),
  ).rejects.toMatchObject({ code: 4100 })
  expect(wallet.accounts).toEqual([])
})

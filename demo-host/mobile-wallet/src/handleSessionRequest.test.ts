import { adr036SignDoc } from '@airlock/shared-protocol/namespaceWallets'
import { verifyAdr036 } from '@airlock/testkit/verifyAdr036'
import { ed25519 } from '@noble/curves/ed25519'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { base64 } from '@scure/base'
import { p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { Verifier } from 'bip322-js'
import { type Hex, hexToBytes, toHex, verifyMessage } from 'viem'
import { expect, test } from 'vitest'
import { MOBILE_WALLET_KEYS } from './constants.ts'
import { decodeSessionRequest } from './decodeSessionRequest.ts'
import { handleSessionRequest } from './handleSessionRequest.ts'

const { evm, solana } = MOBILE_WALLET_KEYS
const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
const BITCOIN = 'bip122:000000000933ea01ad0ee984209779ba'

test('behavior: EVM requests are signed with EVM key 1', async () => {
  const message = toHex('hello')
  const request = decodeSessionRequest({
    chainId: 'eip155:31338',
    request: { method: 'personal_sign', params: [message, evm.address] },
  })
  const signature = (await handleSessionRequest({ request, rpcUrls: {} })) as Hex
  expect(await verifyMessage({ address: evm.address, message: { raw: message }, signature })).toBe(
    true,
  )
})

test('behavior: Solana requests are signed with Solana key 1', async () => {
  const message = new TextEncoder().encode('hello')
  const request = decodeSessionRequest({
    chainId: 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ',
    request: {
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(message), pubkey: solana.address },
    },
  })
  const { signature } = (await handleSessionRequest({ request, rpcUrls: {} })) as {
    signature: string
  }
  const bytes = (text: string) => new Uint8Array(getBase58Encoder().encode(text))
  expect(ed25519.verify(bytes(signature), message, bytes(solana.address))).toBe(true)
})

test('behavior: polkadot, bitcoin and cosmos messages are signed as their verifiers expect', async () => {
  const { polkadot, bitcoin, cosmos } = MOBILE_WALLET_KEYS
  const text = 'Sign in ✓'
  const answer = (chainId: string, method: string, params: unknown) =>
    handleSessionRequest({
      request: decodeSessionRequest({ chainId, request: { method, params } }),
      rpcUrls: {},
    })
  const dot = (await answer(WESTEND, 'polkadot_signMessage', {
    address: polkadot.address,
    message: toHex(text),
  })) as { signature: string }
  await cryptoWaitReady()
  expect(signatureVerify(text, dot.signature, polkadot.address).isValid).toBe(true)
  const btc = (await answer(BITCOIN, 'signMessage', {
    account: bitcoin.address,
    address: bitcoin.address,
    message: text,
    protocol: 'bip322',
  })) as { signature: string }
  expect(Verifier.verifySignature(bitcoin.address, text, btc.signature)).toBe(true)
  const atom = (await answer('cosmos:provider', 'cosmos_signAmino', {
    signerAddress: cosmos.address,
    signDoc: adr036SignDoc(cosmos.address, text),
  })) as { signature: unknown }
  expect(await verifyAdr036(cosmos.address, text, JSON.stringify(atom.signature))).toBe(true)
  expect(await answer('cosmos:provider', 'cosmos_getAccounts', {})).toEqual([
    { address: cosmos.address, algo: 'secp256k1', pubkey: cosmos.publicKey },
  ])
})

test('behavior: a PSBT spending the bitcoin account gets its input signed', async () => {
  const { bitcoin } = MOBILE_WALLET_KEYS
  const payment = p2wpkh(hexToBytes(`0x${bitcoin.publicKey}`), TEST_NETWORK)
  const unsigned = new Transaction()
  unsigned.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: payment.script, amount: 10_000n },
  })
  unsigned.addOutputAddress(bitcoin.address, 9_000n, TEST_NETWORK)
  const { psbt } = (await handleSessionRequest({
    request: decodeSessionRequest({
      chainId: BITCOIN,
      request: {
        method: 'signPsbt',
        params: {
          account: bitcoin.address,
          psbt: base64.encode(unsigned.toPSBT()),
          signInputs: [{ address: bitcoin.address, index: 0 }],
          broadcast: false,
        },
      },
    }),
    rpcUrls: {},
  })) as { psbt: string }
  const signed = Transaction.fromPSBT(base64.decode(psbt))
  expect(signed.getInput(0).partialSig?.[0]?.[0]).toEqual(hexToBytes(`0x${bitcoin.publicKey}`))
  signed.finalize()
  expect(signed.isFinal).toBe(true)
})

test('error: a request for another account is refused', async () => {
  const request = decodeSessionRequest({
    chainId: BITCOIN,
    request: { method: 'signMessage', params: { address: 'tb1qother', message: 'hi' } },
  })
  await expect(handleSessionRequest({ request, rpcUrls: {} })).rejects.toMatchObject({
    code: 'INVALID_PARAMS',
  })
})

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

test('behavior: polkadot_signTransaction signs the extrinsic payload with the type byte; not for another account', async () => {
  const { polkadot } = MOBILE_WALLET_KEYS
  const genesis = `0x${'ab'.repeat(32)}` as const
  const block = `0x${'cd'.repeat(32)}` as const
  const transactionPayload = {
    address: polkadot.address,
    method: '0x0403001234',
    era: '0x0500',
    nonce: '0x00000003',
    tip: '0x00000000000000000000000000000000',
    specVersion: '0x000f4240',
    transactionVersion: '0x0000001a',
    genesisHash: genesis,
    blockHash: block,
    signedExtensions: [
      'CheckSpecVersion',
      'CheckTxVersion',
      'CheckGenesis',
      'CheckMortality',
      'CheckNonce',
      'ChargeTransactionPayment',
    ],
    version: 4,
  }
  const request = (address: string) =>
    decodeSessionRequest({
      chainId: WESTEND,
      request: { method: 'polkadot_signTransaction', params: { address, transactionPayload } },
    })
  const { signature } = (await handleSessionRequest({
    request: request(polkadot.address),
    rpcUrls: {},
  })) as { signature: Hex }
  // By hand, as the runtime checks it: call, era, Compact(nonce 3), Compact(tip 0), then spec
  // 1000000 and tx version 26 (u32 little-endian), genesis, block hash.
  const signed = new Uint8Array([
    ...hexToBytes('0x0403001234'),
    ...hexToBytes('0x0500'),
    3 << 2,
    0,
    ...[0x40, 0x42, 0x0f, 0x00],
    ...[0x1a, 0x00, 0x00, 0x00],
    ...hexToBytes(genesis),
    ...hexToBytes(block),
  ])
  expect(hexToBytes(signature)[0]).toBe(1) // sr25519
  await cryptoWaitReady()
  expect(signatureVerify(signed, signature, polkadot.address).isValid).toBe(true)
  await expect(
    handleSessionRequest({ request: request(evm.address), rpcUrls: {} }),
  ).rejects.toThrow('Invalid params for polkadot_signTransaction')
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

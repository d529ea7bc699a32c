import { DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'
import { solanaTransferTransaction } from '@airlock/testkit/solanaTransfer'
import { ed25519 } from '@noble/curves/ed25519'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import { expect, test } from 'vitest'
import { answerSolanaRequest } from './answerSolanaRequest.ts'
import { MOBILE_WALLET_KEYS } from './constants.ts'
import { decodeSessionRequest } from './decodeSessionRequest.ts'

const SOLANA = 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'
const { address, secretKey } = MOBILE_WALLET_KEYS.solana
const rpcUrls = { [SOLANA]: 'http://127.0.0.1:8899' }
const bytes58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text))

function solanaRequest(method: string, params: unknown) {
  return decodeSessionRequest({ chainId: SOLANA, request: { method, params } }) as Parameters<
    typeof answerSolanaRequest
  >[0]['request']
}

test('solana_signMessage: { signature } verifiable with ed25519', async () => {
  const message = new TextEncoder().encode('Sign in to Airlock')
  const result = await answerSolanaRequest({
    request: solanaRequest('solana_signMessage', {
      message: getBase58Decoder().decode(message),
      pubkey: address,
    }),
    secretKey,
    rpcUrls,
  })
  expect(Object.keys(result)).toEqual(['signature'])
  expect(ed25519.verify(bytes58(result.signature), message, bytes58(address))).toBe(true)
})

test('solana_signTransaction: { signature, transaction } with the wallet signature added', async () => {
  const unsigned = solanaTransferTransaction({
    from: address,
    to: DEMO_SOLANA_ACCOUNTS[0].address,
    lamports: 1_000n,
  })
  const result = await answerSolanaRequest({
    request: solanaRequest('solana_signTransaction', { transaction: unsigned }),
    secretKey,
    rpcUrls,
  })
  const signed = getTransactionDecoder().decode(
    getBase64Encoder().encode(result.transaction as string),
  )
  const before = getTransactionDecoder().decode(getBase64Encoder().encode(unsigned))
  expect(signed.messageBytes).toEqual(before.messageBytes)
  expect(getBase58Decoder().decode(signed.signatures[address] as Uint8Array)).toBe(result.signature)
  expect(
    ed25519.verify(
      bytes58(result.signature),
      new Uint8Array(signed.messageBytes),
      bytes58(address),
    ),
  ).toBe(true)
})

test('solana_signAndSendTransaction: sends the signed transaction, returns the RPC signature', async () => {
  const bodies: { method: string; params: [string, { encoding: string }] }[] = []
  const fetchFn = (async (_url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)))
    return Response.json({ jsonrpc: '2.0', id: 1, result: 'rpc-signature' })
  }) as typeof fetch
  const unsigned = solanaTransferTransaction({
    from: address,
    to: DEMO_SOLANA_ACCOUNTS[0].address,
    lamports: 5n,
  })
  const result = await answerSolanaRequest({
    request: solanaRequest('solana_signAndSendTransaction', { transaction: unsigned }),
    secretKey,
    rpcUrls,
    fetchFn,
  })
  expect(result).toEqual({ signature: 'rpc-signature' })
  expect(bodies).toHaveLength(1)
  expect(bodies[0]?.method).toBe('sendTransaction')
  expect(bodies[0]?.params[1]).toEqual({ encoding: 'base64' })
  await answerSolanaRequest({
    request: solanaRequest('solana_signAndSendTransaction', {
      transaction: unsigned,
      sendOptions: { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 2 },
    }),
    secretKey,
    rpcUrls,
    fetchFn,
  })
  expect(bodies[1]?.params[1]).toEqual({
    encoding: 'base64',
    skipPreflight: true,
    preflightCommitment: 'confirmed',
    maxRetries: 2,
  })
  const sent = getTransactionDecoder().decode(
    getBase64Encoder().encode(bodies[0]?.params[0] as string),
  )
  expect(sent.signatures[address]).toBeTruthy()
})

test('error: the RPC refuses the transaction', async () => {
  const fetchFn = (async () =>
    Response.json({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32002, message: 'insufficient funds' },
    })) as unknown as typeof fetch
  const unsigned = solanaTransferTransaction({
    from: address,
    to: DEMO_SOLANA_ACCOUNTS[0].address,
    lamports: 5n,
  })
  await expect(
    answerSolanaRequest({
      request: solanaRequest('solana_signAndSendTransaction', { transaction: unsigned }),
      secretKey,
      rpcUrls,
      fetchFn,
    }),
  ).rejects.toMatchObject({
    code: 'HTTP_ERROR',
    shortMessage: 'The Solana RPC refused the transaction: insufficient funds',
  })
})

test('error: another account, or a transaction the wallet does not sign', async () => {
  await expect(
    answerSolanaRequest({
      request: solanaRequest('solana_signMessage', {
        message: '2NEpo7TZRRrLZSi2U',
        pubkey: DEMO_SOLANA_ACCOUNTS[0].address,
      }),
      secretKey,
      rpcUrls,
    }),
  ).rejects.toThrow('The request is for another account')
  const foreign = solanaTransferTransaction({
    from: DEMO_SOLANA_ACCOUNTS[0].address,
    to: address,
    lamports: 5n,
  })
  await expect(
    answerSolanaRequest({
      request: solanaRequest('solana_signTransaction', { transaction: foreign }),
      secretKey,
      rpcUrls,
    }),
  ).rejects.toThrow('This wallet is not a signer of the transaction')
})

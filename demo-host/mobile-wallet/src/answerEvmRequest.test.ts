import {
  type Hex,
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { expect, test } from 'vitest'
import { answerEvmRequest } from './answerEvmRequest.ts'
import { MOBILE_WALLET_KEYS } from './constants.ts'
import { decodeSessionRequest } from './decodeSessionRequest.ts'

const EVM = 'eip155:31337'
const { address, privateKey } = MOBILE_WALLET_KEYS.evm
const rpcUrls = { [EVM]: 'http://127.0.0.1:8545', 'eip155:31338': 'http://127.0.0.1:8546' }

function evmRequest(method: string, params: unknown, chainId = EVM) {
  const decoded = decodeSessionRequest({ chainId, request: { method, params } })
  if (decoded.method.startsWith('solana_')) throw new Error('not an EVM request')
  return decoded as Parameters<typeof answerEvmRequest>[0]['request']
}

/** A chain that answers what viem asks before sending, and records the raw transaction. */
function fakeChain() {
  const sent: Hex[] = []
  const calls: string[] = []
  const fetchFn = (async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] }
    calls.push(body.method)
    const results: Record<string, unknown> = {
      eth_chainId: '0x7a69',
      eth_getTransactionCount: '0x7',
      eth_estimateGas: '0x5208',
      eth_maxPriorityFeePerGas: '0x3b9aca00',
      eth_gasPrice: '0x3b9aca00',
      eth_getBlockByNumber: { number: '0x10', baseFeePerGas: '0x3b9aca00', timestamp: '0x1' },
    }
    if (body.method === 'eth_sendRawTransaction') {
      const raw = body.params[0] as Hex
      sent.push(raw)
      return Response.json({ jsonrpc: '2.0', id: body.id, result: keccak256(raw) })
    }
    if (body.method in results) {
      return Response.json({ jsonrpc: '2.0', id: body.id, result: results[body.method] })
    }
    return Response.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'no' } })
  }) as typeof fetch
  return { fetchFn, sent, calls }
}

test('personal_sign: verifiable signature of key 1', async () => {
  const message = toHex('Sign in to Airlock')
  const signature = await answerEvmRequest({
    request: evmRequest('personal_sign', [message, address]),
    privateKey,
    rpcUrls,
  })
  expect(
    await verifyMessage({ address, message: { raw: message }, signature: signature as Hex }),
  ).toBe(true)
})

test('eth_signTypedData_v4: verifiable signature', async () => {
  const typedData = {
    domain: { name: 'Airlock', version: '1', chainId: 31337 },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    message: { contents: 'hi' },
  } as const
  const signature = await answerEvmRequest({
    request: evmRequest('eth_signTypedData_v4', [address, JSON.stringify(typedData)]),
    privateKey,
    rpcUrls,
  })
  expect(await verifyTypedData({ address, ...typedData, signature: signature as Hex })).toBe(true)
})

test('eth_sendTransaction: signs with key 1 for the request chain, sends, returns the hash', async () => {
  const chain = fakeChain()
  const hash = await answerEvmRequest({
    request: evmRequest('eth_sendTransaction', [
      {
        from: address,
        to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        value: '0xde0b6b3a7640000',
      },
    ]),
    privateKey,
    rpcUrls,
    fetchFn: chain.fetchFn,
  })
  expect(chain.sent).toHaveLength(1)
  const raw = chain.sent[0] as Hex
  expect(hash).toBe(keccak256(raw))
  const transaction = parseTransaction(raw)
  expect(transaction).toMatchObject({
    chainId: 31337,
    nonce: 7,
    to: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    value: 1_000_000_000_000_000_000n,
  })
  expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(address)
})

test('wallet_addEthereumChain: null for a chain the wallet has, 4902 otherwise', async () => {
  const add = (chainId: string) =>
    answerEvmRequest({
      request: evmRequest('wallet_addEthereumChain', [{ chainId, chainName: 'x', rpcUrls: [] }]),
      privateKey,
      rpcUrls,
    })
  await expect(add('0x7a69')).resolves.toBeNull()
  await expect(add('0x89')).rejects.toMatchObject({ data: { code: 4902 } })
})

test('wallet_switchEthereumChain: null for a local chain, 4902 otherwise', async () => {
  await expect(
    answerEvmRequest({
      request: evmRequest('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]),
      privateKey,
      rpcUrls,
    }),
  ).resolves.toBeNull()
  await expect(
    answerEvmRequest({
      request: evmRequest('wallet_switchEthereumChain', [{ chainId: '0x1' }]),
      privateKey,
      rpcUrls,
    }),
  ).rejects.toMatchObject({ code: 'UNKNOWN_NETWORK', data: { code: 4902 } })
})

test('error: a request for another account is refused', async () => {
  await expect(
    answerEvmRequest({
      request: evmRequest('personal_sign', ['0x00', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']),
      privateKey,
      rpcUrls,
    }),
  ).rejects.toThrow('The request is for another account')
})

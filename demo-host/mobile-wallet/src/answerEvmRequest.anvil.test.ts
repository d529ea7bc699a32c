import { type StartAnvilReturnType, startAnvil } from '@airlock/local-stack/chains'
import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { answerEvmRequest } from './answerEvmRequest.ts'
import { MOBILE_WALLET_KEYS } from './constants.ts'
import { decodeSessionRequest } from './decodeSessionRequest.ts'

// eth_sendTransaction against a real anvil (chain 31337 on a free port).

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
})
afterAll(async () => {
  await anvil?.stop()
})

test('eth_sendTransaction: mined on anvil, from key 1, value and recipient as requested', async () => {
  const request = decodeSessionRequest({
    chainId: 'eip155:31337',
    request: {
      method: 'eth_sendTransaction',
      params: [
        {
          from: MOBILE_WALLET_KEYS.evm.address,
          to: DEMO_EVM_ACCOUNTS[0].address,
          value: '0x2386f26fc10000',
        },
      ],
    },
  })
  if (request.method !== 'eth_sendTransaction') throw new Error('unexpected decode')
  const hash = (await answerEvmRequest({
    request,
    privateKey: MOBILE_WALLET_KEYS.evm.privateKey,
    rpcUrls: { 'eip155:31337': anvil.url },
  })) as Hex
  const client = createPublicClient({ transport: http(anvil.url) })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  const transaction = await client.getTransaction({ hash })
  expect(transaction).toMatchObject({
    from: MOBILE_WALLET_KEYS.evm.address.toLowerCase(),
    to: DEMO_EVM_ACCOUNTS[0].address.toLowerCase(),
    value: 10_000_000_000_000_000n,
    chainId: 31337,
  })
})

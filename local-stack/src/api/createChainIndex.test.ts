import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { type Address, createClient, getAddress, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { expect, it } from 'vitest'
import { startAnvil } from '../chains/startAnvil.ts'
import { createChainIndex } from './createChainIndex.ts'

const dave = getAddress('0x00000000000000000000000000000000000da4e1')

async function sendEth(url: string, to: Address): Promise<void> {
  const client = createClient({
    account: privateKeyToAccount(DEMO_EVM_ACCOUNTS[0].privateKey),
    transport: http(url),
  })
  const hash = await sendTransaction(client, { to, value: parseEther('1'), chain: null })
  await waitForTransactionReceipt(client, { hash, pollingInterval: 20 })
}

it('behavior: concurrent requests index each block once; a restarted chain is indexed afresh', async () => {
  let anvil = await startAnvil({ port: 0, chainId: 31337 })
  const port = Number(new URL(anvil.url).port)
  try {
    const index = createChainIndex({
      caipNetworkId: 'eip155:31337',
      rpcUrl: anvil.url,
      nativeSymbol: 'ETH',
      tokens: [],
    })
    for (let count = 0; count < 3; count++) await sendEth(anvil.url, dave)
    const pages = await Promise.all(
      [1, 2, 3].map(() => index.history({ address: dave, limit: 20 })),
    )
    for (const page of pages) {
      expect(page.more).toBe(false)
      expect(new Set(page.transactions.map((transaction) => transaction.hash)).size).toBe(3)
      expect(page.transactions).toHaveLength(3)
    }
    expect(
      (await index.history({ address: dave, limit: 2 })).transactions.map((t) => t.blockNumber),
    ).toEqual([3n, 2n])

    await anvil.stop()
    anvil = await startAnvil({ port, chainId: 31337 })
    await sendEth(anvil.url, dave)
    const fresh = await index.history({ address: dave, limit: 20 })
    expect(fresh.transactions.map((transaction) => transaction.blockNumber)).toEqual([1n])
  } finally {
    await anvil.stop()
  }
})

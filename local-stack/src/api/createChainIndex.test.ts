import { createServer } from 'node:http'
import { DEMO_EVM_ACCOUNTS, DEMO_EXCHANGE, DEMO_STABLECOIN } from '@airlock/testkit/demo'
import {
  type Address,
  createClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hash,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { readContract, sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { expect, it } from 'vitest'
import { deployDemoExchange } from '../chains/deployDemoExchange.ts'
import { deployDemoToken } from '../chains/deployDemoToken.ts'
import { startAnvil } from '../chains/startAnvil.ts'
import { ageDemoPools } from '../chains/testing/ageDemoPools.ts'
import { ROUTER_ABI } from '../chains/uniswapArtifacts.ts'
import { createChainIndex } from './createChainIndex.ts'
import { describeTransaction } from './describeTransaction.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

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

/** Sends `data` (and `value` wei) to `to` from `account` and waits for it to be mined. */
async function call(url: string, account: Hex, to: Address, data: Hex, value = 0n): Promise<Hash> {
  const client = createClient({ account: privateKeyToAccount(account), transport: http(url) })
  const hash = await sendTransaction(client, { to, data, value, chain: null })
  await waitForTransactionReceipt(client, { hash, pollingInterval: 20 })
  return hash
}

/** An RPC in front of `url` that answers every `debug_traceTransaction` with an error. */
async function withoutTracing(url: string) {
  const server = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    const sent = JSON.parse(body) as
      | { id: number; method: string }
      | { id: number; method: string }[]
    const traced = new Set([sent].flat().filter((entry) => entry.method.startsWith('debug_')))
    const answer = await (
      await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    ).json()
    const refuse = (entry: { id: number }) =>
      [...traced].some((asked) => asked.id === entry.id)
        ? { jsonrpc: '2.0', id: entry.id, error: { code: -32601, message: 'Method not found' } }
        : entry
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(Array.isArray(answer) ? answer.map(refuse) : refuse(answer)))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(done)),
  }
}

it('regression: a token-to-ETH swap showed as a send alone; the ETH the router paid is indexed', async () => {
  const anvil = await startAnvil({ port: 0, chainId: 31337 })
  const proxy = await withoutTracing(anvil.url)
  try {
    await deployDemoToken(anvil.url)
    await deployDemoExchange(anvil.url)
    await ageDemoPools(anvil.url)
    const alice = DEMO_EVM_ACCOUNTS[1]
    const { router, weth } = DEMO_EXCHANGE
    const usd = DEMO_STABLECOIN.address
    await call(
      anvil.url,
      alice.privateKey,
      router,
      encodeFunctionData({
        abi: ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, usd], alice.address, 2n ** 40n],
      }),
      parseEther('1'),
    )
    const amount = parseUnits('5', DEMO_STABLECOIN.decimals)
    await call(
      anvil.url,
      alice.privateKey,
      usd,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
    )
    const [, paid = 0n] = await readContract(createClient({ transport: http(anvil.url) }), {
      address: router,
      abi: ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amount, [usd, weth]],
    })
    const swapHash = await call(
      anvil.url,
      alice.privateKey,
      router,
      encodeFunctionData({
        abi: ROUTER_ABI,
        functionName: 'swapExactTokensForETH',
        args: [amount, paid, [usd, weth], alice.address, 2n ** 40n],
      }),
    )

    const network: ReferenceApiNetwork = {
      caipNetworkId: 'eip155:31337',
      rpcUrl: anvil.url,
      nativeSymbol: 'ETH',
      tokens: [DEMO_STABLECOIN],
    }
    const [swap] = (await createChainIndex(network).history({ address: alice.address, limit: 1 }))
      .transactions
    expect(swap?.hash).toBe(swapHash)
    expect(swap?.innerValueTransfers).toContainEqual({
      from: router,
      to: alice.address,
      amount: paid,
    })
    expect(swap && describeTransaction(swap, alice.address, network).transfers).toEqual([
      {
        fungible_info: { symbol: 'aUSD', name: 'Airlock USD' },
        quantity: { numeric: '5' },
        direction: 'out',
      },
      {
        fungible_info: { symbol: 'ETH' },
        quantity: { numeric: expect.any(String) },
        direction: 'in',
      },
    ])

    // A node that cannot trace: the swap is still indexed, as its logs describe it.
    const untraced = createChainIndex({ ...network, rpcUrl: proxy.url })
    const [kept] = (await untraced.history({ address: alice.address, limit: 1 })).transactions
    expect(kept).toMatchObject({ hash: swapHash, innerValueTransfers: [] })
    expect(kept?.tokenTransfers).toHaveLength(1)
  } finally {
    await proxy.close()
    await anvil.stop()
  }
})

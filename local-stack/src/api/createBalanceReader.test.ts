import { createServer, type Server } from 'node:http'
import { DEMO_EVM_ACCOUNTS, DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import {
  type Address,
  createClient,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  deployContract,
  getBalance,
  sendTransaction,
  waitForTransactionReceipt,
} from 'viem/actions'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { demoTokenArtifact } from '../chains/artifacts.ts'
import { deployDemoToken } from '../chains/deployDemoToken.ts'
import { type StartAnvilReturnType, startAnvil } from '../chains/startAnvil.ts'
import { createBalanceReader } from './createBalanceReader.ts'
import { usdValue } from './quoteOnramp.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

const [deployer] = DEMO_EVM_ACCOUNTS
const dave = getAddress('0x00000000000000000000000000000000000da4e1')
const erin = getAddress('0x00000000000000000000000000000000000e4141')

let anvil: StartAnvilReturnType
let network: ReferenceApiNetwork
/** A second token, all of it the deployer's: nobody else holds any. */
let other: Address

const wallet = () =>
  createClient({ account: privateKeyToAccount(deployer.privateKey), transport: http(anvil.url) })

async function mined(hash: `0x${string}`): Promise<void> {
  await waitForTransactionReceipt(wallet(), { hash, pollingInterval: 20 })
}

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  await deployDemoToken(anvil.url)
  const hash = await deployContract(wallet(), {
    abi: demoTokenArtifact.abi,
    bytecode: demoTokenArtifact.bytecode,
    args: ['Other Token', 'OTH', 18, 1000n],
    chain: null,
  })
  const receipt = await waitForTransactionReceipt(wallet(), { hash, pollingInterval: 20 })
  other = getAddress(receipt.contractAddress ?? '0x')
  network = {
    caipNetworkId: 'eip155:31337',
    rpcUrl: anvil.url,
    nativeSymbol: 'ETH',
    nativeName: 'Ether',
    tokens: [
      { address: other, symbol: 'OTH', decimals: 18, name: 'Other Token' },
      // Lower case on purpose: the answer checksums it.
      {
        address: DEMO_TOKEN_ADDRESS.toLowerCase() as Address,
        symbol: 'ADT',
        decimals: 18,
        name: 'Airlock Demo Token',
      },
    ],
  }
  await mined(
    await sendTransaction(wallet(), { to: dave, value: 1_500_000_000_000_000_000n, chain: null }),
  )
  await mined(
    await sendTransaction(wallet(), {
      to: DEMO_TOKEN_ADDRESS,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [dave, 2_250_000_000_000_000_000n],
      }),
      chain: null,
    }),
  )
})

afterAll(async () => {
  await anvil?.stop()
})

it('default: the native coin first, then the tokens held; a token at 0 is left out', async () => {
  expect(await createBalanceReader(network).balances(dave)).toEqual([
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      value: 3750,
      price: 2500,
      quantity: { decimals: '18', numeric: '1.5' },
      iconUrl: '',
    },
    {
      name: 'Airlock Demo Token',
      symbol: 'ADT',
      chainId: 'eip155:31337',
      address: DEMO_TOKEN_ADDRESS,
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric: '2.25' },
      iconUrl: '',
    },
  ])
})

it("behavior: the native balance is the chain's, priced at the demo on-ramp rate", async () => {
  const [native, ...tokens] = await createBalanceReader(network).balances(deployer.address)
  const onChain = await getBalance(createClient({ transport: http(anvil.url) }), {
    address: deployer.address,
  })
  expect(native?.quantity.numeric).toBe(formatUnits(onChain, 18))
  expect(native?.value).toBe(usdValue(onChain, 18, 2500n))
  expect(native?.value).toBeGreaterThan(0)
  // The deployer holds both tokens, in the configured order.
  expect(tokens.map((token) => [token.symbol, token.address])).toEqual([
    ['OTH', other],
    ['ADT', DEMO_TOKEN_ADDRESS],
  ])
})

it('behavior: an account with nothing has the native coin at 0, and no token', async () => {
  expect(await createBalanceReader(network).balances(erin)).toEqual([
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      value: 0,
      price: 2500,
      quantity: { decimals: '18', numeric: '0' },
      iconUrl: '',
    },
  ])
})

it('behavior: without nativeName or a token name, the symbols name them', async () => {
  const bare: ReferenceApiNetwork = {
    caipNetworkId: 'eip155:31337',
    rpcUrl: anvil.url,
    nativeSymbol: 'ETH',
    tokens: [{ address: DEMO_TOKEN_ADDRESS, symbol: 'ADT', decimals: 18 }],
  }
  const balances = await createBalanceReader(bare).balances(dave)
  expect(balances.map(({ name, symbol }) => [name, symbol])).toEqual([
    ['ETH', 'ETH'],
    ['ADT', 'ADT'],
  ])
})

it('behavior: the balance calls go to the RPC as one batch', async () => {
  const posts: string[] = []
  const proxy: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    posts.push(Buffer.concat(chunks).toString())
    const answer = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done))
  try {
    const rpcUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`
    await createBalanceReader({ ...network, rpcUrl }).balances(dave)
    expect(posts).toHaveLength(1)
    expect((JSON.parse(posts[0] ?? '') as { method: string }[]).map((call) => call.method)).toEqual(
      ['eth_getBalance', 'eth_call', 'eth_call'],
    )
  } finally {
    await new Promise((done) => proxy.close(done))
  }
})

it('error: an RPC that cannot be reached is 502 CHAIN_UNREACHABLE, about balances', async () => {
  const closed = createServer()
  await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
  const rpcUrl = `http://127.0.0.1:${(closed.address() as { port: number }).port}`
  await new Promise((done) => closed.close(done))
  await expect(createBalanceReader({ ...network, rpcUrl }).balances(dave)).rejects.toMatchObject({
    status: 502,
    code: 'CHAIN_UNREACHABLE',
    message: `The RPC of eip155:31337 (${rpcUrl}) cannot be reached, so its balances cannot be read. Is the chain running?`,
  })
})

it('error: a configured token without a contract is 502 CHAIN_ERROR naming its call', async () => {
  const nowhere = getAddress('0x000000000000000000000000000000000000dead')
  const broken = {
    ...network,
    tokens: [...network.tokens, { address: nowhere, symbol: 'GONE', decimals: 18 }],
  }
  await expect(createBalanceReader(broken).balances(dave)).rejects.toMatchObject({
    status: 502,
    code: 'CHAIN_ERROR',
    message: `The RPC of eip155:31337 (${anvil.url}) failed while reading its balances (balanceOf of GONE at ${nowhere}): The contract function "balanceOf" returned no data ("0x").`,
  })
})

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEMO_COLLECTIBLE,
  DEMO_EVM_ACCOUNTS,
  DEMO_EXCHANGE,
  DEMO_TOKEN_ADDRESS,
} from '@airlock/testkit/demo'
import { createClient, erc20Abi, erc721Abi, http, parseEther, parseUnits } from 'viem'
import { getBlock, getChainId, readContract } from 'viem/actions'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { writeDemoChainState } from './demoChainState.ts'
import { type StartAnvilReturnType, startAnvil } from './startAnvil.ts'
import { ROUTER_ABI } from './uniswapArtifacts.ts'

let dir: string
let loaded: StartAnvilReturnType

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-chain-state-'))
  const path = join(dir, 'state.json')
  await writeDemoChainState({ chainId: 31338, path })
  loaded = await startAnvil({ port: 0, chainId: 31338, loadState: path })
}, 60_000)

afterAll(async () => {
  await loaded?.stop()
  await rm(dir, { recursive: true, force: true })
})

it('default: an anvil started from the state holds the demo contracts, balances and blocks', async () => {
  const client = createClient({ transport: http(loaded.url) })
  expect(await getChainId(client)).toBe(31338)
  const [, second] = DEMO_EVM_ACCOUNTS
  expect(
    await readContract(client, {
      address: DEMO_TOKEN_ADDRESS,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [second.address],
    }),
  ).toBe(parseUnits('10000', 18))
  expect(
    await readContract(client, {
      address: DEMO_COLLECTIBLE.address,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [DEMO_COLLECTIBLE.holdings[1][0]],
    }),
  ).toBe(second.address)
  const [, adtOut] = await readContract(client, {
    address: DEMO_EXCHANGE.router,
    abi: ROUTER_ABI,
    functionName: 'getAmountsOut',
    args: [parseEther('1'), [DEMO_EXCHANGE.weth, DEMO_TOKEN_ADDRESS]],
  })
  expect(adtOut).toBeGreaterThan(parseEther('990'))
  // The history stays too: the reference API indexes it (the grants show in Activity).
  const first = await getBlock(client, { blockNumber: 1n, includeTransactions: true })
  expect(first.transactions[0]?.to).toBeNull()
})

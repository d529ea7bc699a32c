import {
  DEMO_EVM_ACCOUNTS,
  DEMO_EXCHANGE,
  DEMO_EXCHANGE_DEPLOYER,
  DEMO_STABLECOIN,
  DEMO_TOKEN_ADDRESS,
} from '@airlock/testkit/demo'
import {
  type Address,
  createClient,
  encodeFunctionData,
  erc20Abi,
  http,
  keccak256,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { readContract, sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getAmountOut, type HopReserves, priceImpact } from '../api/swap/swapMath.ts'
import { DEMO_POOLS, deployDemoExchange } from './deployDemoExchange.ts'
import { deployDemoToken } from './deployDemoToken.ts'
import { type StartAnvilReturnType, startAnvil } from './startAnvil.ts'
import { ageDemoPools } from './testing/ageDemoPools.ts'
import { POOL_ABI, ROUTER_ABI, UNISWAP_ARTIFACTS } from './uniswapArtifacts.ts'

const { weth, factory, router } = DEMO_EXCHANGE
const adt = DEMO_TOKEN_ADDRESS
const usd = DEMO_STABLECOIN.address
let anvil: StartAnvilReturnType
const client = () => createClient({ transport: http(anvil.url) })

async function reserves(tokenIn: Address, tokenOut: Address): Promise<HopReserves> {
  const pair = await readContract(client(), {
    address: factory,
    abi: POOL_ABI,
    functionName: 'getPair',
    args: [tokenIn, tokenOut],
  })
  const [r0, r1] = await readContract(client(), {
    address: pair,
    abi: POOL_ABI,
    functionName: 'getReserves',
  })
  const token0 = await readContract(client(), {
    address: pair,
    abi: POOL_ABI,
    functionName: 'token0',
  })
  return token0.toLowerCase() === tokenIn.toLowerCase()
    ? { reserveIn: r0, reserveOut: r1 }
    : { reserveIn: r1, reserveOut: r0 }
}

const amountsOut = (amount: bigint, path: Address[]) =>
  readContract(client(), {
    address: router,
    abi: ROUTER_ABI,
    functionName: 'getAmountsOut',
    args: [amount, path],
  })

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  await deployDemoToken(anvil.url)
  await deployDemoExchange(anvil.url)
  await ageDemoPools(anvil.url)
})
afterAll(() => anvil.stop())

describe('deployDemoExchange', () => {
  test('default: the router pairs with this factory build (init code hash)', () => {
    // Router02 computes pair addresses with the hash baked into its bytecode: a factory from
    // another build would make every route revert.
    const hash = keccak256(UNISWAP_ARTIFACTS.pair.bytecode).slice(2)
    expect(UNISWAP_ARTIFACTS.router.bytecode).toContain(hash)
  })

  test('default: the three pools hold the seeded reserves at the fixed addresses', async () => {
    expect(await reserves(weth, adt)).toEqual({
      reserveIn: parseEther(String(DEMO_POOLS.ethAdt.eth)),
      reserveOut: parseEther(String(DEMO_POOLS.ethAdt.adt)),
    })
    expect(await reserves(weth, usd)).toEqual({
      reserveIn: parseEther(String(DEMO_POOLS.ethUsd.eth)),
      reserveOut: parseUnits(String(DEMO_POOLS.ethUsd.usd), 6),
    })
    expect(await reserves(adt, usd)).toEqual({
      reserveIn: parseEther(String(DEMO_POOLS.adtUsd.adt)),
      reserveOut: parseUnits(String(DEMO_POOLS.adtUsd.usd), 6),
    })
    const symbol = await readContract(client(), {
      address: usd,
      abi: erc20Abi,
      functionName: 'symbol',
    })
    const decimals = await readContract(client(), {
      address: usd,
      abi: erc20Abi,
      functionName: 'decimals',
    })
    expect([symbol, decimals]).toEqual(['aUSD', 6])
  })

  test('behavior: the quote maths equal the router on one and two hops', async () => {
    for (const amount of [1n, 10n ** 15n, parseEther('1'), parseEther('250'), parseEther('5000')]) {
      const [, direct] = await amountsOut(amount, [weth, adt])
      const hop = await reserves(weth, adt)
      expect(getAmountOut(amount, hop.reserveIn, hop.reserveOut)).toBe(direct)
      const [, middle, end] = await amountsOut(amount, [weth, adt, usd])
      const second = await reserves(adt, usd)
      expect(getAmountOut(middle ?? 0n, second.reserveIn, second.reserveOut)).toBe(end)
    }
  })

  test('behavior: price impact grows with the trade: 0 for dust, 0.2 % for 1 ETH, a third for half the pool', async () => {
    const hop = await reserves(weth, adt)
    const impact = async (amount: bigint) => {
      const [, out = 0n] = await amountsOut(amount, [weth, adt])
      return priceImpact(amount, out, [hop])
    }
    expect(await impact(parseEther('0.001'))).toBe(0)
    expect(await impact(parseEther('1'))).toBeCloseTo(0.2, 1)
    expect(await impact(parseEther('250'))).toBe(33.27)
  })

  test('behavior: a swap moves the pool and the balance by exactly the quoted amounts', async () => {
    const [, alice] = DEMO_EVM_ACCOUNTS
    const before = await reserves(weth, adt)
    const held = await readContract(client(), {
      address: adt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [alice.address],
    })
    const amount = parseEther('2')
    const [, quoted = 0n] = await amountsOut(amount, [weth, adt])
    const wallet = createClient({
      account: privateKeyToAccount(alice.privateKey),
      transport: http(anvil.url),
    })
    const hash = await sendTransaction(wallet, {
      to: router,
      value: amount,
      data: encodeFunctionData({
        abi: ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [quoted, [weth, adt], alice.address, 2n ** 40n],
      }),
      chain: null,
    })
    expect((await waitForTransactionReceipt(wallet, { hash, pollingInterval: 20 })).status).toBe(
      'success',
    )
    expect(await reserves(weth, adt)).toEqual({
      reserveIn: before.reserveIn + amount,
      reserveOut: before.reserveOut - quoted,
    })
    expect(
      await readContract(client(), {
        address: adt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [alice.address],
      }),
    ).toBe(held + quoted)
  })

  test('error: a chain where the exchange is already deployed', async () => {
    await expect(deployDemoExchange(anvil.url)).rejects.toThrow(
      `${DEMO_EXCHANGE_DEPLOYER.address} is at nonce`,
    )
  })
})

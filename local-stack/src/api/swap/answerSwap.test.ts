import {
  SWAP_NATIVE_TOKEN,
  swapOrderSchema,
  swapQuoteSchema,
  swapTokensSchema,
  swapTransactionSchema,
} from '@airlock/shared-protocol/swapApi'
import {
  DEMO_EVM_ACCOUNTS,
  DEMO_EXCHANGE,
  DEMO_STABLECOIN,
  DEMO_TOKEN_ADDRESS,
} from '@airlock/testkit/demo'
import {
  type Address,
  createClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  deployContract,
  getBalance,
  readContract,
  sendTransaction,
  waitForTransactionReceipt,
} from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { demoTokenArtifact } from '../../chains/artifacts.ts'
import { deployDemoExchange } from '../../chains/deployDemoExchange.ts'
import { deployDemoToken } from '../../chains/deployDemoToken.ts'
import { type StartAnvilReturnType, startAnvil } from '../../chains/startAnvil.ts'
import { ageDemoPools } from '../../chains/testing/ageDemoPools.ts'
import { ROUTER_ABI } from '../../chains/uniswapArtifacts.ts'
import type { ReferenceApiNetwork } from '../ReferenceApiNetwork.ts'
import { type StartReferenceApiReturnType, startReferenceApi } from '../startReferenceApi.ts'
import { fetchApiAnswer } from '../testing/requests.ts'

const [owner, alice] = DEMO_EVM_ACCOUNTS
const ETH = SWAP_NATIVE_TOKEN
const ADT = DEMO_TOKEN_ADDRESS
const USD = DEMO_STABLECOIN.address
let anvil: StartAnvilReturnType
let api: StartReferenceApiReturnType
/** A token of the network with no pool. */
let lonely: Address

const wallet = (account: { privateKey: Hex }) =>
  createClient({ account: privateKeyToAccount(account.privateKey), transport: http(anvil.url) })

async function send(
  from: { privateKey: Hex },
  tx: { to: string; data: string; value?: string | undefined; gas?: number | undefined },
): Promise<'success' | 'reverted'> {
  const client = wallet(from)
  const hash = await sendTransaction(client, {
    to: tx.to as Address,
    data: tx.data as Hex,
    value: BigInt(tx.value ?? '0'),
    ...(tx.gas === undefined ? {} : { gas: BigInt(tx.gas) }),
    chain: null,
  })
  return (await waitForTransactionReceipt(client, { hash, pollingInterval: 20 })).status
}

const get = (path: string, query: Record<string, string> = {}) =>
  fetchApiAnswer(`${api.url}swap/v6.0/${path}?${new URLSearchParams(query)}`)

const errorOf = (code: string, message: string | RegExp) => ({
  error: { code, message: typeof message === 'string' ? message : expect.stringMatching(message) },
})

const balanceOf = (token: Address, account: Address) =>
  readContract(createClient({ transport: http(anvil.url) }), {
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  await deployDemoToken(anvil.url)
  await deployDemoExchange(anvil.url)
  await ageDemoPools(anvil.url)
  const client = wallet(owner)
  const hash = await deployContract(client, {
    abi: demoTokenArtifact.abi,
    bytecode: demoTokenArtifact.bytecode,
    args: ['Lonely', 'LON', 18, parseEther('1000')],
    chain: null,
  })
  lonely = getAddress(
    (await waitForTransactionReceipt(client, { hash, pollingInterval: 20 })).contractAddress ??
      '0x',
  )
  const tokens = [
    { address: ADT, symbol: 'ADT', decimals: 18, name: 'Airlock Demo Token' },
    { ...DEMO_STABLECOIN },
    { address: lonely, symbol: 'LON', decimals: 18 },
  ]
  const networks: ReferenceApiNetwork[] = [
    {
      caipNetworkId: 'eip155:31337',
      name: 'Anvil Local',
      rpcUrl: anvil.url,
      nativeSymbol: 'ETH',
      nativeName: 'Ether',
      tokens,
      exchange: DEMO_EXCHANGE,
    },
    {
      caipNetworkId: 'eip155:31338',
      name: 'Anvil Local 2',
      rpcUrl: anvil.url,
      nativeSymbol: 'ETH',
      tokens,
    },
  ]
  api = await startReferenceApi({ port: 0, networks, databasePath: ':memory:' })
})

afterAll(async () => {
  await api?.close()
  await anvil?.stop()
})

describe('swap routes', () => {
  test('default: tokens lists the native coin, then the network tokens, 1inch-shaped', async () => {
    const { status, body, headers } = await get('31337/tokens')
    expect(status).toBe(200)
    expect(headers.get('access-control-allow-origin')).toBe('*')
    const { tokens } = swapTokensSchema.parse(body)
    expect(
      Object.values(tokens).map((token) => [token.symbol, token.address, token.decimals]),
    ).toEqual([
      ['ETH', ETH, 18],
      ['ADT', ADT, 18],
      ['aUSD', USD, 6],
      ['LON', lonely, 18],
    ])
  })

  test('default: a quote is the router’s getAmountsOut, with route, impact, gas', async () => {
    const amount = parseEther('1')
    const { status, body } = await get('31337/quote', {
      src: ETH,
      dst: ADT,
      amount: String(amount),
    })
    expect(status).toBe(200)
    const quote = swapQuoteSchema.parse(body)
    const [, out] = await readContract(createClient({ transport: http(anvil.url) }), {
      address: DEMO_EXCHANGE.router,
      abi: ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amount, [DEMO_EXCHANGE.weth, ADT]],
    })
    expect(quote.dstAmount).toBe(String(out))
    expect(quote.srcToken.symbol).toBe('ETH')
    expect(quote.dstToken.symbol).toBe('ADT')
    expect(quote.protocols).toEqual([
      [
        [
          {
            name: 'UNISWAP_V2',
            part: 100,
            fromTokenAddress: DEMO_EXCHANGE.weth,
            toTokenAddress: ADT,
          },
        ],
      ],
    ])
    expect(quote.priceImpact).toBe(0.2)
    expect(quote.gas).toBeGreaterThan(50_000)
    expect(BigInt(quote.gasPrice ?? '0')).toBeGreaterThan(0n)
  })

  test('default: spender is the router', async () => {
    expect((await get('31337/approve/spender')).body).toEqual({ address: DEMO_EXCHANGE.router })
  })

  test('behavior: ADT → ETH needs the approval first, then swaps within the slippage', async () => {
    const amount = String(parseEther('100'))
    const allowance = { tokenAddress: ADT, walletAddress: alice.address }
    expect((await get('31337/approve/allowance', allowance)).body).toEqual({ allowance: '0' })
    const order = { src: ADT, dst: ETH, amount, from: alice.address, slippage: '1' }
    expect(await get('31337/swap', order)).toMatchObject({
      status: 400,
      body: errorOf('NOT_ENOUGH_ALLOWANCE', /allows the router .* 0 of ADT's smallest units/),
    })
    const approve = await get('31337/approve/transaction', { tokenAddress: ADT })
    const approval = swapTransactionSchema.parse(approve.body)
    expect(approval.to).toBe(ADT)
    expect(await send(alice, approval)).toBe('success')
    expect((await get('31337/approve/allowance', allowance)).body).toEqual({
      allowance: String(maxUint256),
    })

    const { status, body } = await get('31337/swap', order)
    expect(status).toBe(200)
    const swap = swapOrderSchema.parse(body)
    expect(swap.tx).toMatchObject({ from: alice.address, to: DEMO_EXCHANGE.router, value: '0' })
    const client = createClient({ transport: http(anvil.url) })
    const ethBefore = await getBalance(client, { address: alice.address })
    const adtBefore = await balanceOf(ADT, alice.address)
    expect(await send(alice, swap.tx)).toBe('success')
    expect(await balanceOf(ADT, alice.address)).toBe(adtBefore - BigInt(amount))
    const gained = (await getBalance(client, { address: alice.address })) - ethBefore
    // The ETH gained is the quote less the gas paid (well under 0.01 ETH on anvil).
    expect(gained).toBeLessThanOrEqual(BigInt(swap.dstAmount))
    expect(gained).toBeGreaterThan(BigInt(swap.dstAmount) - parseEther('0.01'))
  })

  test('behavior: a price moved beyond the slippage makes the swap revert, nothing swapped', async () => {
    const amount = String(parseEther('1'))
    const order = { src: ETH, dst: USD, amount, from: alice.address, slippage: '0.5' }
    const swap = swapOrderSchema.parse((await get('31337/swap', order)).body)
    // Someone else buys aUSD first: the pool's price moves by far more than 0.5 %.
    const front = swapOrderSchema.parse(
      (await get('31337/swap', { ...order, amount: String(parseEther('50')), from: owner.address }))
        .body,
    )
    expect(await send(owner, front.tx)).toBe('success')
    const usdBefore = await balanceOf(USD, alice.address)
    expect(await send(alice, swap.tx)).toBe('reverted')
    expect(await balanceOf(USD, alice.address)).toBe(usdBefore)
  })

  test('error: unknown token, amount too small, insufficient liquidity, no swaps, bad input', async () => {
    const cases: [string, Record<string, string>, number, ReturnType<typeof errorOf>][] = [
      [
        '31337/quote',
        { src: ETH, dst: '0x000000000000000000000000000000000000dEaD', amount: '1' },
        400,
        errorOf(
          'UNKNOWN_TOKEN',
          /^dst '0x0+dEaD' is not a token swapped on eip155:31337: use one of ETH 0xEeee/,
        ),
      ],
      [
        '31337/quote',
        { src: ETH, dst: ADT, amount: '0' },
        400,
        errorOf('AMOUNT_TOO_SMALL', 'amount must be more than 0.'),
      ],
      [
        '31337/quote',
        { src: ADT, dst: USD, amount: '1' },
        400,
        errorOf('AMOUNT_TOO_SMALL', "1 of ADT's smallest units buys no aUSD: swap more."),
      ],
      [
        '31337/quote',
        { src: ETH, dst: lonely, amount: '1000' },
        400,
        errorOf(
          'INSUFFICIENT_LIQUIDITY',
          'No pool with liquidity connects ETH and LON on eip155:31337.',
        ),
      ],
      [
        '31338/quote',
        { src: ETH, dst: ADT, amount: '1000' },
        404,
        errorOf(
          'SWAPS_UNAVAILABLE',
          'Anvil Local 2 (chain 31338) has no exchange: swaps are not available there.',
        ),
      ],
      [
        '1/tokens',
        {},
        404,
        errorOf(
          'UNKNOWN_NETWORK',
          "'1' is not a network this API serves: use an EVM chain id, one of 31337, 31338.",
        ),
      ],
      [
        '31337/quote',
        { src: ETH, dst: ADT, amount: '1.5' },
        400,
        errorOf('INVALID_AMOUNT', /^amount '1.5' is not a whole number/),
      ],
      [
        '31337/quote',
        { src: ETH, dst: ADT },
        400,
        errorOf('MISSING_PARAMETER', 'The amount query parameter is missing.'),
      ],
      [
        '31337/swap',
        { src: ETH, dst: ADT, amount: '1000', from: alice.address, slippage: '51' },
        400,
        errorOf(
          'INVALID_PARAMETER',
          "slippage '51' is not a percentage from 0 to 50 (e.g. 1 for 1 %).",
        ),
      ],
      [
        '31337/swap',
        {
          src: ETH,
          dst: ADT,
          amount: String(parseEther('1')),
          from: '0x000000000000000000000000000000000000b0b1',
          slippage: '1',
        },
        400,
        errorOf('INSUFFICIENT_BALANCE', /^0x0+b0b1 holds 0 of ETH's smallest units/),
      ],
      [
        '31337/approve/transaction',
        { tokenAddress: ETH },
        400,
        errorOf('UNKNOWN_TOKEN', 'tokenAddress is the native coin (ETH), which needs no approval.'),
      ],
      [
        '31337/nope',
        {},
        404,
        errorOf('NOT_FOUND', /^No such path: \/v1\/swap\/v6.0\/31337\/nope. The swap routes are/),
      ],
    ]
    for (const [path, query, status, body] of cases) {
      expect({ path, ...(await get(path, query)) }).toMatchObject({ path, status, body })
    }
  })

  test('error: a chain that is down is a 502 naming its RPC', async () => {
    const down = await startReferenceApi({
      port: 0,
      databasePath: ':memory:',
      networks: [
        {
          caipNetworkId: 'eip155:31337',
          rpcUrl: 'http://127.0.0.1:9',
          nativeSymbol: 'ETH',
          tokens: [{ address: ADT, symbol: 'ADT', decimals: 18 }],
          exchange: DEMO_EXCHANGE,
        },
      ],
    })
    try {
      const answer = await fetchApiAnswer(
        `${down.url}swap/v6.0/31337/quote?src=${ETH}&dst=${ADT}&amount=1000`,
      )
      expect(answer).toMatchObject({
        status: 502,
        body: errorOf(
          'CHAIN_UNREACHABLE',
          'The RPC of eip155:31337 (http://127.0.0.1:9) cannot be reached, so its swap pools cannot be read. Is the chain running?',
        ),
      })
    } finally {
      await down.close()
    }
  })
})

import {
  SWAP_NATIVE_TOKEN,
  type SwapOrder,
  type SwapQuote,
  type SwapToken,
  type SwapTokens,
  type SwapTransaction,
} from '@airlock/shared-protocol/swapApi'
import {
  type Address,
  createClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  isAddressEqual,
  maxUint256,
  zeroAddress,
} from 'viem'
import { estimateGas, getBalance, getGasPrice, readContract } from 'viem/actions'
import { POOL_ABI, ROUTER_ABI } from '../../chains/uniswapArtifacts.ts'
import { API_ERROR, ApiError } from '../ApiError.ts'
import { chainRpcError } from '../chainRpcError.ts'
import type { ReferenceApiExchange, ReferenceApiNetwork } from '../ReferenceApiNetwork.ts'
import { getAmountOut, type HopReserves, minimumReturn, priceImpact } from './swapMath.ts'

/** A swap's input: what to pay with, what to buy, how much (smallest units). */
type SwapRequest = { src: Address; dst: Address; amount: bigint }

/** A {@link SwapRequest} sent by `from`, accepting `slippage` percent less than the quote. */
type SwapOrderRequest = SwapRequest & { from: Address; slippage: number }

/** The swap routes' chain work for one network; each call reads the chain afresh. */
export type SwapExchange = {
  /** The router: what a token must allow. */
  spender: Address
  tokens(): SwapTokens
  /** @throws ApiError `UNKNOWN_TOKEN` for a token the network does not swap. */
  token(address: string, parameter: string): SwapToken
  quote(request: SwapRequest): Promise<SwapQuote>
  allowance(token: Address, owner: Address): Promise<bigint>
  approveTransaction(token: Address, amount: bigint | undefined): Promise<SwapTransaction>
  order(request: SwapOrderRequest): Promise<SwapOrder>
}

/** Swap deadline: the transaction reverts if mined later than this after it was built. */
const DEADLINE_SECONDS = 20n * 60n
/**
 * The quote's gas, by hops: a Uniswap V2 router swap typically takes 100–125 k gas for one hop
 * and ~170 k for two, plus a margin. The order's own `eth_estimateGas` replaces it.
 */
const GAS_BY_HOPS = [0, 130_000, 190_000] as const
/** eth_estimateGas of an order plus this share, as wallets do. */
const GAS_MARGIN_PERCENT = 25n

type Route = { path: Address[]; hops: HopReserves[]; out: bigint }

/**
 * The chain side of the swap routes for one network with an exchange (Uniswap V2): its tokens
 * (the native coin as {@link SWAP_NATIVE_TOKEN}, then the network's tokens), quotes from the
 * pools (the best of the direct pool and the routes through one other swap token, priced by the
 * router's `getAmountsOut`), allowances of the router, and the approve and swap transactions.
 *
 * @throws ApiError from every reading call: `INSUFFICIENT_LIQUIDITY`, `AMOUNT_TOO_SMALL`,
 *   `INSUFFICIENT_BALANCE`, `NOT_ENOUGH_ALLOWANCE`; 502 `CHAIN_UNREACHABLE` / `CHAIN_ERROR`.
 */
export function createSwapExchange(
  network: ReferenceApiNetwork,
  exchange: ReferenceApiExchange,
): SwapExchange {
  const client = createClient({ transport: http(network.rpcUrl, { retryCount: 0 }) })
  const native: SwapToken = {
    address: SWAP_NATIVE_TOKEN,
    symbol: network.nativeSymbol,
    name: network.nativeName ?? network.nativeSymbol,
    decimals: 18,
  }
  const listed: SwapToken[] = [
    native,
    ...network.tokens.map((token) => ({
      address: token.address,
      symbol: token.symbol,
      name: token.name ?? token.symbol,
      decimals: token.decimals,
    })),
  ]
  /** The route's stand-in for a token: WETH for the native coin. */
  const onChain = (token: Address): Address =>
    isAddressEqual(token, SWAP_NATIVE_TOKEN) ? exchange.weth : token
  const chain = async <T>(what: string, read: () => Promise<T>): Promise<T> => {
    try {
      return await read()
    } catch (error) {
      throw chainRpcError(network, error, 'swap pools', what)
    }
  }

  const token = (address: string, parameter: string): SwapToken => {
    const found = /^0x[0-9a-fA-F]{40}$/.test(address)
      ? listed.find((entry) => isAddressEqual(entry.address as Address, address as Address))
      : undefined
    if (!found) {
      throw new ApiError(
        400,
        API_ERROR.UNKNOWN_TOKEN,
        `${parameter} '${address.slice(0, 100)}' is not a token swapped on ${network.caipNetworkId}: use one of ${listed.map((entry) => `${entry.symbol} ${entry.address}`).join(', ')}.`,
      )
    }
    return found
  }

  const hopReserves = async (tokenIn: Address, tokenOut: Address): Promise<HopReserves | null> => {
    const pair = await chain('getPair', () =>
      readContract(client, {
        address: exchange.factory,
        abi: POOL_ABI,
        functionName: 'getPair',
        args: [tokenIn, tokenOut],
      }),
    )
    if (isAddressEqual(pair, zeroAddress)) return null
    const [[reserve0, reserve1], token0] = await chain('getReserves', () =>
      Promise.all([
        readContract(client, { address: pair, abi: POOL_ABI, functionName: 'getReserves' }),
        readContract(client, { address: pair, abi: POOL_ABI, functionName: 'token0' }),
      ]),
    )
    const inFirst = isAddressEqual(token0, tokenIn)
    return { reserveIn: inFirst ? reserve0 : reserve1, reserveOut: inFirst ? reserve1 : reserve0 }
  }

  const readRoute = async (path: Address[], amount: bigint): Promise<Route | null> => {
    const hops: HopReserves[] = []
    let out = amount
    for (let index = 0; index + 1 < path.length; index += 1) {
      const hop = await hopReserves(path[index] as Address, path[index + 1] as Address)
      if (!hop || hop.reserveIn === 0n || hop.reserveOut === 0n) return null
      hops.push(hop)
      out = getAmountOut(out, hop.reserveIn, hop.reserveOut)
    }
    return { path, hops, out }
  }

  /** The best route for the request, priced by the router. */
  const bestRoute = async ({ src, dst, amount }: SwapRequest) => {
    const srcToken = token(src, 'src')
    const dstToken = token(dst, 'dst')
    const from = onChain(src)
    const to = onChain(dst)
    if (isAddressEqual(from, to)) {
      throw new ApiError(
        400,
        API_ERROR.INVALID_PARAMETER,
        `src and dst are the same token (${srcToken.symbol}): choose two different tokens.`,
      )
    }
    if (amount <= 0n) {
      throw new ApiError(400, API_ERROR.AMOUNT_TOO_SMALL, 'amount must be more than 0.')
    }
    const middles = [exchange.weth, ...network.tokens.map((entry) => entry.address)].filter(
      (middle) => !isAddressEqual(middle, from) && !isAddressEqual(middle, to),
    )
    const candidates = [[from, to], ...middles.map((middle) => [from, middle, to])]
    const routes = (await Promise.all(candidates.map((path) => readRoute(path, amount)))).filter(
      (route): route is Route => route !== null,
    )
    if (routes.length === 0) {
      throw new ApiError(
        400,
        API_ERROR.INSUFFICIENT_LIQUIDITY,
        `No pool with liquidity connects ${srcToken.symbol} and ${dstToken.symbol} on ${network.caipNetworkId}.`,
      )
    }
    const best = routes.reduce((a, b) => (b.out > a.out ? b : a))
    // The router's own answer is the quote; the local maths only picked the route.
    const amounts = await chain('getAmountsOut', () =>
      readContract(client, {
        address: exchange.router,
        abi: ROUTER_ABI,
        functionName: 'getAmountsOut',
        args: [amount, best.path],
      }),
    )
    const dstAmount = amounts.at(-1) ?? 0n
    if (dstAmount === 0n) {
      throw new ApiError(
        400,
        API_ERROR.AMOUNT_TOO_SMALL,
        `${amount} of ${srcToken.symbol}'s smallest units buys no ${dstToken.symbol}: swap more.`,
      )
    }
    const protocols = [
      best.path.slice(1).map((next, index) => [
        {
          name: 'UNISWAP_V2',
          part: 100,
          fromTokenAddress: best.path[index] as Address,
          toTokenAddress: next,
        },
      ]),
    ]
    return {
      srcToken,
      dstToken,
      dstAmount,
      path: best.path,
      protocols,
      priceImpact: priceImpact(amount, dstAmount, best.hops),
    }
  }

  const allowance = (tokenAddress: Address, owner: Address) =>
    chain('allowance', () =>
      readContract(client, {
        address: tokenAddress,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, exchange.router],
      }),
    )

  return {
    spender: exchange.router,
    tokens: () => ({
      tokens: Object.fromEntries(listed.map((entry) => [entry.address, entry])),
    }),
    token,

    async quote(request) {
      const route = await bestRoute(request)
      const gasPrice = await chain('gasPrice', () => getGasPrice(client))
      return {
        srcToken: route.srcToken,
        dstToken: route.dstToken,
        dstAmount: String(route.dstAmount),
        protocols: route.protocols,
        gas: GAS_BY_HOPS[route.path.length - 1] ?? GAS_BY_HOPS[2],
        gasPrice: String(gasPrice),
        priceImpact: route.priceImpact,
      }
    },

    allowance,

    async approveTransaction(tokenAddress, amount) {
      const gasPrice = await chain('gasPrice', () => getGasPrice(client))
      return {
        to: getAddress(tokenAddress),
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [exchange.router, amount ?? maxUint256],
        }),
        value: '0',
        gasPrice: String(gasPrice),
      }
    },

    async order(request) {
      const route = await bestRoute(request)
      const nativeIn = isAddressEqual(request.src, SWAP_NATIVE_TOKEN)
      const nativeOut = isAddressEqual(request.dst, SWAP_NATIVE_TOKEN)
      const held = await chain('balance', () =>
        nativeIn
          ? getBalance(client, { address: request.from })
          : readContract(client, {
              address: request.src,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [request.from],
            }),
      )
      if (held < request.amount) {
        throw new ApiError(
          400,
          API_ERROR.INSUFFICIENT_BALANCE,
          `${request.from} holds ${held} of ${route.srcToken.symbol}'s smallest units, less than the ${request.amount} to swap.`,
        )
      }
      if (!nativeIn) {
        const allowed = await allowance(request.src, request.from)
        if (allowed < request.amount) {
          throw new ApiError(
            400,
            API_ERROR.NOT_ENOUGH_ALLOWANCE,
            `${request.from} allows the router ${exchange.router} ${allowed} of ${route.srcToken.symbol}'s smallest units, less than the ${request.amount} to swap: send the approve transaction first.`,
          )
        }
      }
      const block = await chain('block', () =>
        client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] }),
      )
      const deadline = BigInt(block?.timestamp ?? '0x0') + DEADLINE_SECONDS
      const minOut = minimumReturn(route.dstAmount, request.slippage)
      const data = nativeIn
        ? encodeFunctionData({
            abi: ROUTER_ABI,
            functionName: 'swapExactETHForTokens',
            args: [minOut, route.path, request.from, deadline],
          })
        : encodeFunctionData({
            abi: ROUTER_ABI,
            functionName: nativeOut ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
            args: [request.amount, minOut, route.path, request.from, deadline],
          })
      const value = nativeIn ? request.amount : 0n
      const [gas, gasPrice] = await chain('estimateGas', () =>
        Promise.all([
          estimateGas(client, { account: request.from, to: exchange.router, data, value }),
          getGasPrice(client),
        ]),
      )
      return {
        srcToken: route.srcToken,
        dstToken: route.dstToken,
        dstAmount: String(route.dstAmount),
        protocols: route.protocols,
        priceImpact: route.priceImpact,
        tx: {
          from: request.from,
          to: exchange.router,
          data,
          value: String(value),
          gas: Number((gas * (100n + GAS_MARGIN_PERCENT)) / 100n),
          gasPrice: String(gasPrice),
        },
      }
    },
  }
}

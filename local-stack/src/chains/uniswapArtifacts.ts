// The compiled Uniswap V2 contracts, as their npm packages ship them (GPL-3.0-or-later bytecode,
// see THIRD_PARTY_NOTICES.md). Router02's pair address maths has the init code hash of exactly
// this UniswapV2Pair build baked in, so the factory must come from the same package.
import factory from '@uniswap/v2-core/build/UniswapV2Factory.json' with { type: 'json' }
import pair from '@uniswap/v2-core/build/UniswapV2Pair.json' with { type: 'json' }
import router from '@uniswap/v2-periphery/build/UniswapV2Router02.json' with { type: 'json' }
import weth from '@uniswap/v2-periphery/build/WETH9.json' with { type: 'json' }
import { type Abi, type Hex, parseAbi } from 'viem'

type Artifact = { abi: Abi; bytecode: Hex }

const artifact = (json: { abi: unknown; bytecode: string }): Artifact => ({
  abi: json.abi as Abi,
  bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex,
})

/** UniswapV2Factory, UniswapV2Router02 and WETH9: creation bytecode and ABI. */
export const UNISWAP_ARTIFACTS = {
  factory: artifact(factory),
  pair: artifact(pair),
  router: artifact(router),
  weth: artifact(weth),
} as const

/** The router02 functions the exchange and the reference API call. */
export const ROUTER_ABI = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/** The factory and pair functions the reference API reads pools with. */
export const POOL_ABI = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])

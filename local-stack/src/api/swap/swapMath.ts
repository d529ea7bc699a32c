// Uniswap V2's constant-product maths, as UniswapV2Library does it on chain: the API checks the
// router's answer against it and derives the price impact from the reserves.

/** The pools' fee: 0.3 % of the amount in stays in the pool. */
const FEE_KEEP = 997n
const FEE_BASE = 1000n

/** UniswapV2Library.getAmountOut: what `amountIn` buys from a pool of these reserves. */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const withFee = amountIn * FEE_KEEP
  return (withFee * reserveOut) / (reserveIn * FEE_BASE + withFee)
}

/** The reserves of one hop: the pool's holdings of the token in and of the token out. */
export type HopReserves = { reserveIn: bigint; reserveOut: bigint }

/**
 * How far below the pools' current price a trade of `amountIn` for `amountOut` along `hops`
 * executes, in percent (two decimals), the pools' 0.3 % fee left out: 0 for a trade too small to
 * move them.
 */
export function priceImpact(
  amountIn: bigint,
  amountOut: bigint,
  hops: readonly HopReserves[],
): number {
  if (amountIn <= 0n || hops.length === 0) return 0
  // What amountIn would buy at the current (mid) price, after the fee of every hop.
  let numerator = amountIn
  let denominator = 1n
  for (const hop of hops) {
    numerator *= hop.reserveOut * FEE_KEEP
    denominator *= hop.reserveIn * FEE_BASE
  }
  if (numerator === 0n) return 100
  // 1 - amountOut / ideal, in hundredths of a percent, rounded to the nearest, never below 0.
  const kept = (amountOut * denominator * 20_000n + numerator) / (2n * numerator)
  const basisPoints = 10_000n - kept
  return Number(basisPoints < 0n ? 0n : basisPoints) / 100
}

/** The least a swap of `amountOut` may give with `slippage` percent tolerance (rounded down). */
export function minimumReturn(amountOut: bigint, slippage: number): bigint {
  const basisPoints = BigInt(Math.round(slippage * 100))
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}

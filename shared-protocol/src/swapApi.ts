// The project API's swap routes (spec §9: "swaps via 1inch"): the schemas the modal checks their
// answers with and the types the reference API writes them with. Apart from projectApi.ts so that
// none of it reaches the modal's first paint. The routes and answers follow 1inch's swap API v6.0,
// so an operator may point `apiUrl` at any API of that shape; the reference API serves them from
// Uniswap V2 pools on its chains. Amounts are integers in the token's smallest unit, as strings.
import { z } from 'zod/mini'

const text = (max: number) => z.string().check(z.maxLength(max))

/** The address 1inch (and the project API) names a network's native coin with. */
export const SWAP_NATIVE_TOKEN = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The project API's swap routes for one EVM chain id (`swap/v6.0/{chainId}/…`). */
export const swapPaths = (chainId: number | string) => {
  const base = `swap/v6.0/${chainId}`
  return {
    /** GET → {@link SwapTokens}. */
    tokens: `${base}/tokens`,
    /** GET `src`, `dst`, `amount` → {@link SwapQuote}. */
    quote: `${base}/quote`,
    /** GET → `{ address }`, the contract to approve. */
    spender: `${base}/approve/spender`,
    /** GET `tokenAddress`, `walletAddress` → {@link SwapAllowance}. */
    allowance: `${base}/approve/allowance`,
    /** GET `tokenAddress`, `amount` → {@link SwapTransaction} (the ERC20 `approve`). */
    approveTransaction: `${base}/approve/transaction`,
    /** GET `src`, `dst`, `amount`, `from`, `slippage` (percent) → {@link SwapOrder}. */
    swap: `${base}/swap`,
  }
}

const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const units = z.string().check(z.regex(/^\d{1,78}$/))
const hexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2}){0,24576}$/))

const swapTokenSchema = z.object({
  address: evmAddress,
  symbol: text(32),
  name: text(128),
  decimals: z.number().check(z.int(), z.gte(0), z.lte(36)),
  logoURI: z.optional(text(2048)),
})

/** One token of a swap network (1inch `TokenInfo`). */
export type SwapToken = z.infer<typeof swapTokenSchema>

/**
 * `GET swap/v6.0/{chainId}/tokens`: the tokens that can be swapped on the network, by address;
 * the native coin is {@link SWAP_NATIVE_TOKEN}.
 */
export const swapTokensSchema = z.object({
  tokens: z.record(z.string(), swapTokenSchema),
})

/** The tokens of a swap network, as checked by {@link swapTokensSchema}. */
export type SwapTokens = z.infer<typeof swapTokensSchema>

const protocolsSchema = z.array(
  z.array(
    z.array(
      z.object({
        name: text(64),
        part: z.number(),
        fromTokenAddress: evmAddress,
        toTokenAddress: evmAddress,
      }),
    ),
  ),
)

/**
 * `GET swap/v6.0/{chainId}/quote?src&dst&amount`: what `amount` of `src` buys now. `protocols`
 * is 1inch's route (one hop per entry); `gas` the estimated gas of the swap; `priceImpact`
 * (percent, the reference API's addition) how far the trade moves the pools' price;
 * `gasPrice` (wei, also an addition) the chain's current one.
 */
export const swapQuoteSchema = z.object({
  srcToken: swapTokenSchema,
  dstToken: swapTokenSchema,
  dstAmount: units,
  protocols: z.optional(protocolsSchema),
  gas: z.optional(z.number().check(z.gte(0))),
  gasPrice: z.optional(units),
  priceImpact: z.optional(z.number().check(z.gte(0), z.lte(100))),
})

/** A quote as checked by {@link swapQuoteSchema}. */
export type SwapQuote = z.infer<typeof swapQuoteSchema>

/** `GET swap/v6.0/{chainId}/approve/spender`: the contract a token must allow. */
export const swapSpenderSchema = z.object({ address: evmAddress })

/** `GET swap/v6.0/{chainId}/approve/allowance`: what the spender may take, in smallest units. */
export const swapAllowanceSchema = z.object({ allowance: units })

/** A swap allowance, as checked by {@link swapAllowanceSchema}. */
export type SwapAllowance = z.infer<typeof swapAllowanceSchema>

/**
 * A transaction the wallet sends: the `approve` of `approve/transaction` (no `from`, no `gas`) or
 * the swap of `swap` (`tx`).
 */
export const swapTransactionSchema = z.object({
  from: z.optional(evmAddress),
  to: evmAddress,
  data: hexData,
  value: units,
  gas: z.optional(z.number().check(z.gte(0))),
  gasPrice: z.optional(units),
})

/** A transaction as checked by {@link swapTransactionSchema}. */
export type SwapTransaction = z.infer<typeof swapTransactionSchema>

/**
 * `GET swap/v6.0/{chainId}/swap?src&dst&amount&from&slippage`: the quote again, from the pools
 * now, and the transaction that swaps with at most `slippage` percent less than `dstAmount`.
 */
export const swapOrderSchema = z.object({
  srcToken: swapTokenSchema,
  dstToken: swapTokenSchema,
  dstAmount: units,
  protocols: z.optional(protocolsSchema),
  priceImpact: z.optional(z.number().check(z.gte(0), z.lte(100))),
  tx: swapTransactionSchema,
})

/** A swap order as checked by {@link swapOrderSchema}. */
export type SwapOrder = z.infer<typeof swapOrderSchema>

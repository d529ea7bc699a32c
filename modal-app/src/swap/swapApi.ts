import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import {
  type SwapOrder,
  type SwapQuote,
  type SwapTokens,
  type SwapTransaction,
  swapAllowanceSchema,
  swapOrderSchema,
  swapPaths,
  swapQuoteSchema,
  swapTokensSchema,
  swapTransactionSchema,
} from '@airlock/shared-protocol/swapApi'
import { projectApi } from '../projectApi/projectApi.ts'
import { HttpError, HttpTimeoutError } from '../state/http/HttpError.ts'
import type { Store } from '../state/Store.ts'

/** The project API's swap routes for one EVM chain (1inch v6.0 shape), answers checked. */
export type SwapApi = {
  tokens(): Promise<SwapTokens>
  quote(params: { src: string; dst: string; amount: bigint }): Promise<SwapQuote>
  allowance(params: { tokenAddress: string; walletAddress: string }): Promise<bigint>
  approveTransaction(params: { tokenAddress: string; amount: bigint }): Promise<SwapTransaction>
  order(params: {
    src: string
    dst: string
    amount: bigint
    from: string
    slippage: number
  }): Promise<SwapOrder>
}

/**
 * The project API's swap routes for `chainId` (`{apiUrl}swap/v6.0/{chainId}/…`, with the
 * `projectId`); undefined without an API. Every answer is checked against its
 * `@airlock/shared-protocol/swapApi` schema.
 *
 * @throws {AirlockError} from each call: `HTTP_ERROR` with the API's own message
 *   (`{ error: { code, message } }`, `data.code` its code) for a refusal; `HTTP_ERROR` "The swap
 *   service cannot be reached." when the request fails, "… did not answer in time." when it hangs,
 *   "… failed to answer (HTTP {n})." for a failure without words; `INTERNAL` for an answer of
 *   another shape.
 */
export function swapApi(
  store: Store,
  chainId: number | string,
  fetch?: typeof globalThis.fetch,
): SwapApi | undefined {
  const api = projectApi(store, fetch)
  if (!api) return undefined
  const paths = swapPaths(chainId)
  const get = async <T>(
    path: string,
    schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
    params: Record<string, string> = {},
  ): Promise<T> => {
    let answer: unknown
    try {
      answer = await api.get({ path, params })
    } catch (error) {
      throw await readFailure(error)
    }
    const parsed = schema.safeParse(answer)
    if (!parsed.success) {
      throw new AirlockError(ErrorCode.INTERNAL, 'The swap service answered in an unknown format.')
    }
    return parsed.data
  }
  return {
    tokens: () => get(paths.tokens, swapTokensSchema),
    quote: ({ src, dst, amount }) =>
      get(paths.quote, swapQuoteSchema, { src, dst, amount: String(amount) }),
    allowance: async (params) =>
      BigInt((await get(paths.allowance, swapAllowanceSchema, params)).allowance),
    approveTransaction: ({ tokenAddress, amount }) =>
      get(paths.approveTransaction, swapTransactionSchema, {
        tokenAddress,
        amount: String(amount),
      }),
    order: ({ src, dst, amount, from, slippage }) =>
      get(paths.swap, swapOrderSchema, {
        src,
        dst,
        amount: String(amount),
        from,
        slippage: String(slippage),
      }),
  }
}

/** A refusal's own words (`{ error: { code, message } }`), else what went wrong. */
async function readFailure(error: unknown): Promise<AirlockError> {
  if (error instanceof HttpTimeoutError) {
    return new AirlockError(ErrorCode.HTTP_ERROR, 'The swap service did not answer in time.', {
      details: error.details,
      cause: error,
    })
  }
  if (!(error instanceof HttpError)) {
    return new AirlockError(ErrorCode.HTTP_ERROR, 'The swap service cannot be reached.', {
      details: error instanceof Error ? error.message : String(error),
      cause: error,
    })
  }
  try {
    const body = (await error.response.json()) as { error?: { code?: unknown; message?: unknown } }
    const { code, message } = body.error ?? {}
    if (typeof message === 'string' && message) {
      return new AirlockError(ErrorCode.HTTP_ERROR, message.slice(0, 300), {
        data: { status: error.status, code: typeof code === 'string' ? code : undefined },
        cause: error,
      })
    }
  } catch {
    // Not JSON: the status says what there is to say.
  }
  // Not 'HTTP status code: 500', which tells a visitor nothing.
  return new AirlockError(
    ErrorCode.HTTP_ERROR,
    `The swap service failed to answer (HTTP ${error.status}).`,
    { data: { status: error.status }, cause: error },
  )
}

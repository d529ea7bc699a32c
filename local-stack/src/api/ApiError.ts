/**
 * An error the reference API answers with: the HTTP status and the JSON body
 * `{ "error": { "code", "message" } }` it is sent as (see {@link ApiError.toJSON}).
 */
export class ApiError extends Error {
  override name = 'ApiError'
  /**
   * The HTTP status.
   */
  readonly status: number
  /**
   * The machine-readable code.
   */
  readonly code: ApiErrorCode
  /**
   * The methods the path answers, sent as the `Allow` header of a 405; without it a 405 says
   * `GET, OPTIONS` (the history route).
   */
  readonly allow: string | undefined

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    options?: ErrorOptions & { allow?: string | undefined },
  ) {
    super(message, options)
    this.status = status
    this.code = code
    this.allow = options?.allow
  }

  /** The response body. */
  toJSON(): { error: { code: ApiErrorCode; message: string } } {
    return { error: { code: this.code, message: this.message } }
  }
}

/**
 * The `error.code` values the reference API answers with, beside the HTTP status each goes with.
 */
export const API_ERROR = {
  /** 400: the `{address}` path segment is not a 0x EVM address. */
  INVALID_ADDRESS: 'INVALID_ADDRESS',
  /** 400: a required query parameter or body field (`projectId`, `chainId`, `amount`…) is missing or empty. */
  MISSING_PARAMETER: 'MISSING_PARAMETER',
  /** 400: a query parameter is not of the form the route expects (analytics `projectId`, `st`, `sv`). */
  INVALID_PARAMETER: 'INVALID_PARAMETER',
  /** 400: the `cursor` is not one this API handed out. */
  INVALID_CURSOR: 'INVALID_CURSOR',
  /** 400: an on-ramp amount is not a positive decimal, or is outside the limits. */
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  /** 400: a swap names a token the network does not swap (`src`, `dst`, `tokenAddress`). */
  UNKNOWN_TOKEN: 'UNKNOWN_TOKEN',
  /** 400: a swap amount buys nothing (0, or less than the pools' smallest unit out). */
  AMOUNT_TOO_SMALL: 'AMOUNT_TOO_SMALL',
  /** 400: no pool (or none with reserves) connects the two tokens of a swap. */
  INSUFFICIENT_LIQUIDITY: 'INSUFFICIENT_LIQUIDITY',
  /** 400: the swap's `from` holds less of the token it pays with than `amount`. */
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** 400: the swap's `from` has not allowed the spender to take `amount` of the token. */
  NOT_ENOUGH_ALLOWANCE: 'NOT_ENOUGH_ALLOWANCE',
  /** 404: the network is served, but has no exchange: no swap routes there. */
  SWAPS_UNAVAILABLE: 'SWAPS_UNAVAILABLE',
  /** 400: a request body is not JSON, or not the object the route expects. */
  INVALID_BODY: 'INVALID_BODY',
  /** 403: the analytics event's page (`url`) is not on the project's `allowedOrigins`. */
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
  /** 404: the `projectId` is not a project this API knows (the analytics routes). */
  UNKNOWN_PROJECT: 'UNKNOWN_PROJECT',
  /** 404: the `chainId` (or on-ramp `network`) is not a network this API serves. */
  UNKNOWN_NETWORK: 'UNKNOWN_NETWORK',
  /** 404: the on-ramp does not sell, or is not paid in, that currency. */
  UNKNOWN_CURRENCY: 'UNKNOWN_CURRENCY',
  /** 404: no such path. */
  NOT_FOUND: 'NOT_FOUND',
  /** 405: the path does not answer that method (see the `Allow` header). */
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  /** 413: the request body is larger than the route accepts. */
  BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  /** 502: the chain's RPC cannot be reached. */
  CHAIN_UNREACHABLE: 'CHAIN_UNREACHABLE',
  /** 502: the chain's RPC answered, but with an error. */
  CHAIN_ERROR: 'CHAIN_ERROR',
  /** 500: a bug in the API. */
  INTERNAL: 'INTERNAL',
} as const

/** One of the {@link API_ERROR} values. */
export type ApiErrorCode = (typeof API_ERROR)[keyof typeof API_ERROR]

/**
 * The `error.code` values the reference API answers with, beside the HTTP status each goes with.
 *
 * @example
 * ```ts
 * if (body.error.code === API_ERROR.UNKNOWN_NETWORK) showEmptyHistory()
 * ```
 */
export const API_ERROR = {
  /** 400: the `{address}` path segment is not a 0x EVM address. */
  INVALID_ADDRESS: 'INVALID_ADDRESS',
  /** 400: a required query parameter (`projectId`, `chainId`) is missing or empty. */
  MISSING_PARAMETER: 'MISSING_PARAMETER',
  /** 400: the `cursor` is not one this API handed out. */
  INVALID_CURSOR: 'INVALID_CURSOR',
  /** 404: the `chainId` is not a network this API indexes. */
  UNKNOWN_NETWORK: 'UNKNOWN_NETWORK',
  /** 404: no such path. */
  NOT_FOUND: 'NOT_FOUND',
  /** 405: only GET and OPTIONS are answered. */
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  /** 502: the chain's RPC cannot be reached. */
  CHAIN_UNREACHABLE: 'CHAIN_UNREACHABLE',
  /** 502: the chain's RPC answered, but with an error. */
  CHAIN_ERROR: 'CHAIN_ERROR',
  /** 500: a bug in the API. */
  INTERNAL: 'INTERNAL',
} as const

/** One of the {@link API_ERROR} values. */
export type ApiErrorCode = (typeof API_ERROR)[keyof typeof API_ERROR]

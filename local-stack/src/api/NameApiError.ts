/**
 * The `code` of the names routes' refusals a client may act on (sign again, fetch a nonce), beside
 * the description every reason has.
 */
export const NAME_API_ERROR = {
  /** 401: the signed nonce is not one this API handed out (or it was forgotten long ago). */
  NONCE_UNKNOWN: 'NONCE_UNKNOWN',
  /** 401: the signed nonce expired before the registration arrived: fetch a new one, sign again. */
  REGISTRATION_EXPIRED: 'REGISTRATION_EXPIRED',
  /** 401: this signed registration (its nonce) was already used once. */
  REGISTRATION_REPLAYED: 'REGISTRATION_REPLAYED',
  /** 400: the signed `projectId` is not the project the request is for. */
  PROJECT_MISMATCH: 'PROJECT_MISMATCH',
  /** 400: the signed `coinType` is not the body's. */
  COIN_TYPE_MISMATCH: 'COIN_TYPE_MISMATCH',
} as const

/** One of the {@link NAME_API_ERROR} values. */
export type NameApiErrorCode = (typeof NAME_API_ERROR)[keyof typeof NAME_API_ERROR]

/**
 * An error the names routes of the reference API answer with: the HTTP status and the name-API
 * error body `{ "reasons": [{ "description" }] }` (see {@link NameApiError.toJSON}), which differs
 * from the `{ "error": { code, message } }` body of the history route (`ApiError`).
 */
export class NameApiError extends Error {
  override name = 'NameApiError'
  /**
   * The HTTP status.
   */
  readonly status: number
  /**
   * The methods the path answers, sent as the `Allow` header of a 405.
   */
  readonly allow: string | undefined
  /**
   * The machine-readable code of a refusal a client may act on, sent beside the description.
   */
  readonly code: NameApiErrorCode | undefined

  constructor(
    status: number,
    description: string,
    options?: ErrorOptions & {
      allow?: string | undefined
      code?: NameApiErrorCode | undefined
    },
  ) {
    super(description, options)
    this.status = status
    this.allow = options?.allow
    this.code = options?.code
  }

  /** The response body. */
  toJSON(): { reasons: { description: string; code?: NameApiErrorCode }[] } {
    const { code } = this
    return {
      reasons: [
        code === undefined ? { description: this.message } : { description: this.message, code },
      ],
    }
  }
}

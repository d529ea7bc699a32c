/**
 * An error the names routes of the reference API answer with: the HTTP status and the name-API
 * error body `{ "reasons": [{ "description" }] }` (see {@link NameApiError.toJSON}), which differs
 * from the `{ "error": { code, message } }` body of the history route (`ApiError`).
 *
 * @example
 * ```ts
 * throw new NameApiError(404, 'No one has registered alice.airlock.')
 * ```
 */
export class NameApiError extends Error {
  override name = 'NameApiError'
  /**
   * The HTTP status.
   * @example 409
   */
  readonly status: number
  /**
   * The methods the path answers, sent as the `Allow` header of a 405.
   * @example 'POST, OPTIONS'
   */
  readonly allow: string | undefined

  constructor(
    status: number,
    description: string,
    options?: ErrorOptions & { allow?: string | undefined },
  ) {
    super(description, options)
    this.status = status
    this.allow = options?.allow
  }

  /** The response body. */
  toJSON(): { reasons: { description: string }[] } {
    return { reasons: [{ description: this.message }] }
  }
}

import type { Readable } from 'node:stream'
import { API_ERROR } from './API_ERROR.ts'
import { ApiError } from './ApiError.ts'
import { readBodyText } from './readBodyText.ts'

/**
 * Reads a request body of at most `limit` bytes and parses it as JSON (any JSON value: the
 * route checks its shape).
 *
 * @throws ApiError 413 `BODY_TOO_LARGE` when the body is larger than `limit`, 400 `INVALID_BODY`
 *   when it is not JSON.
 */
export async function readJsonBody(request: Readable, limit: number): Promise<unknown> {
  const text = await readBodyText(request, limit)
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_BODY,
      `The body is not JSON (${error instanceof Error ? error.message : String(error)}).`,
      { cause: error },
    )
  }
}

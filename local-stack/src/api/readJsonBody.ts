import type { Readable } from 'node:stream'
import { ApiError } from './ApiError.ts'
import { NameApiError } from './NameApiError.ts'
import { readBodyText } from './readBodyText.ts'

/**
 * Reads a request body of at most `limit` bytes and parses it as JSON.
 *
 * @throws NameApiError 413 when the body is larger than `limit`, 400 when it is not JSON.
 * @example
 * ```ts
 * const body = await readJsonBody(request, 16 * 1024)
 * ```
 */
export async function readJsonBody(request: Readable, limit: number): Promise<unknown> {
  let text: string
  try {
    text = await readBodyText(request, limit)
  } catch (error) {
    // The names routes answer in the spec's `reasons` shape: the same 413, in their own words.
    if (error instanceof ApiError) throw new NameApiError(error.status, error.message)
    throw error
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new NameApiError(
      400,
      `The body is not JSON (${error instanceof Error ? error.message : String(error)}).`,
      { cause: error },
    )
  }
}

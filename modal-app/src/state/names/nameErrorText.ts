import { nameApiErrorText } from '../errors/nameApiErrorText.ts'
import { HttpError } from '../http/HttpError.ts'

/**
 * The name API error rule (spec §8) for any thrown value: an {@link HttpError}'s JSON body or a
 * thrown answer with `reasons` gives its first reason's description; anything else the fallback.
 */
export async function nameErrorText(error: unknown, fallback: string): Promise<string> {
  if (error instanceof HttpError) {
    try {
      return nameApiErrorText(await error.response.clone().json(), fallback)
    } catch {
      return fallback
    }
  }
  return nameApiErrorText(error, fallback)
}

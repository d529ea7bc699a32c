import { ERRORS } from '../errors/ERRORS.ts'
import { nameApiErrorText } from '../errors/nameApiErrorText.ts'
import { parseErrorText } from '../errors/parseErrorText.ts'
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

/**
 * Why a name lookup (`GET names/{name}`) failed, for the visitor: the API's first reason (spec
 * §8), else `lead` and what went wrong on the way. Not the spec's 'Error resolving name'
 * fallback, which would not tell a refusing service from an unreachable one.
 */
export async function nameLookupFailure(error: unknown, lead: string): Promise<string> {
  if (error instanceof HttpError) {
    const reason = await nameErrorText(error, ERRORS.names.resolveFailed)
    return reason === ERRORS.names.resolveFailed
      ? `${lead}: the names service answered ${error.status}.`
      : reason
  }
  // fetch rejects with a TypeError when the service cannot be reached at all.
  return error instanceof TypeError
    ? `${lead}: the names service could not be reached.`
    : `${lead}: ${parseErrorText(error)}`
}

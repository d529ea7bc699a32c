import { AirlockError } from '@airlock/shared-protocol'
import { nameApiErrorText } from '../errors/nameApiErrorText.ts'
import { schemaIssues } from '../errors/parseErrorText.ts'
import { HttpError, HttpTimeoutError } from '../http/HttpError.ts'

/**
 * The name API error rule (spec §8) for any thrown value: an {@link HttpError}'s JSON body or a
 * thrown answer with `reasons` gives its first reason's description; anything else the fallback.
 */
async function nameErrorText(error: unknown, fallback: string): Promise<string> {
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
 * Why a call of the names API (a lookup, a registration) failed, for the visitor: the API's first
 * reason (spec §8); else `lead` and what is known of the way there: the service's status, the
 * service unreachable, the wallet's or our own words; else (an answer of the wrong shape) `lead`
 * alone, the spec's fallback such as 'Error registering name {name}'.
 */
export async function nameServiceFailure(error: unknown, lead: string): Promise<string> {
  const reason = await nameErrorText(error, '')
  if (reason) return reason
  if (error instanceof HttpError) return `${lead}: the names service answered ${error.status}.`
  // fetch rejects with a TypeError when the service cannot be reached at all.
  if (error instanceof TypeError) return `${lead}: the names service could not be reached.`
  if (error instanceof HttpTimeoutError) return `${lead}: the names service did not answer in time.`
  if (error instanceof AirlockError) return `${lead}: ${error.shortMessage}`
  // A schema's complaint about the service's answer means nothing to a visitor.
  if (error instanceof Error && !schemaIssues(error)) return `${lead}: ${error.message}`
  return lead
}

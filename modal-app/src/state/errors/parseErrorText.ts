import { ERRORS } from './ERRORS.ts'

/**
 * The error-text parsing rule of spec §8: a string as is, else the first issue's message (a zod
 * error or a name-API response with `reasons`), else the error's message, else 'Unknown error'.
 */
export function parseErrorText(error: unknown): string {
  if (typeof error === 'string') return error
  if (error && typeof error === 'object') {
    const issues = (error as { issues?: unknown }).issues
    if (Array.isArray(issues)) {
      const first: unknown = issues[0]
      if (first && typeof first === 'object') {
        const message = (first as { message?: unknown }).message
        if (typeof message === 'string' && message) return message
      }
    }
    const message = (error as { message?: unknown }).message
    if (typeof message === 'string' && message) return message
  }
  return ERRORS.unknown
}

import { ERRORS } from './ERRORS.ts'

/**
 * The error-text parsing rule of spec §8: a string as is, else the first issue's message (a zod
 * error or a name-API response with `reasons`), else the error's message, else 'Unknown error'.
 */
export function parseErrorText(error: unknown): string {
  if (typeof error === 'string') return error
  if (error && typeof error === 'object') {
    const issues = schemaIssues(error)
    if (issues) {
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

/** The issues of a schema's refusal (a zod error, or an answer carrying `issues`); else undefined. */
export function schemaIssues(error: unknown): unknown[] | undefined {
  const issues = (error as { issues?: unknown } | null | undefined)?.issues
  return Array.isArray(issues) ? issues : undefined
}

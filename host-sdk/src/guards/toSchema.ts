import { type Guard, GuardIssue } from './guards.ts'

/** The part of a zod schema that createMethodTable() and callMethod() use. */
export type SafeParser<T> = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: Array<{ path: string[]; message: string }> } }
}

/**
 * Wraps a guard in the `safeParse` shape of a zod schema, so the shared method-table helpers can
 * run it.
 *
 * @example
 * ```ts
 * toSchema(str()).safeParse(1).success // false
 * ```
 */
export function toSchema<T>(guard: Guard<T>): SafeParser<T> {
  return {
    safeParse(value) {
      try {
        return { success: true, data: guard(value, '') }
      } catch (error) {
        if (!(error instanceof GuardIssue)) throw error
        return {
          success: false,
          error: { issues: [{ path: [error.path], message: error.message }] },
        }
      }
    },
  }
}

import type { SerializedError } from '../errors/SerializedError.ts'

/**
 * The envelope every protocol method returns. Errors travel as values because a thrown Error
 * loses its `code` when it crosses postMessage.
 *
 * @example
 * ```ts
 * const answer: Result<number> = { ok: true, value: 1 }
 * const failure: Result<number> = { ok: false, error: { code: 'INTERNAL', message: 'boom' } }
 * ```
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: SerializedError }

import type { SerializedError } from '../errors/SerializedError.ts'

/**
 * The envelope every protocol method returns. Errors travel as values because a thrown Error
 * loses its `code` when it crosses postMessage.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: SerializedError }

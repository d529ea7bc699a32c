import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { serializeError } from '../errors/serializeError.ts'
import { assertPayloadBounds } from '../payload/assertPayloadBounds.ts'
import type { Result } from '../result/result.ts'
import type { MethodHandlers, MethodSchemaTable } from '../schemas/MethodTypes.ts'
import { describeIssues } from './describeIssues.ts'
import type { MethodTable } from './types.ts'

/** Options of {@link createMethodTable}. */
export type CreateMethodTableOptions = {
  /**
   * Called with every error a handler throws (and every refused call), before it is sent back as
   * a value. An exception thrown by `onError` itself is ignored.
   */
  onError?: ((method: string, error: unknown) => void) | undefined
}

/**
 * Builds the method table a side exposes over {@link acceptChannel} or {@link joinChannel}. The table has no prototype, so inherited
 * names (`toString`, `constructor`, `__proto__`) are METHOD_NOT_FOUND. Each method checks the
 * payload bounds, parses its one argument with its schema (unknown keys are stripped), runs the
 * handler and answers with a {@link Result} envelope, never a thrown error: a refused argument is
 * `INVALID_PARAMS` (its `details` name the failing path), `PAYLOAD_TOO_LARGE` or
 * `UNSUPPORTED_VALUE`; a handler's error crosses as {@link serializeError} makes it; a handler
 * result that is not plain data within the bounds is refused the same way.
 *
 * @throws {AirlockError} `INTERNAL` when a method of `schemas` has no handler.
 */
export function createMethodTable<T extends MethodSchemaTable>(
  schemas: T,
  handlers: MethodHandlers<T>,
  options: CreateMethodTableOptions = {},
): MethodTable {
  const table: MethodTable = Object.create(null)
  for (const name of Object.keys(schemas)) {
    const schema = schemas[name] as T[keyof T]
    // Names come from the schema table, so a handler may live on a prototype (a class instance).
    const handler = handlers[name] as ((params: unknown) => unknown) | undefined
    if (typeof handler !== 'function') {
      throw new AirlockError(ErrorCode.INTERNAL, `No handler for the method ${name}().`)
    }
    table[name] = async (params: unknown): Promise<Result<unknown>> => {
      try {
        const input = params ?? {}
        assertPayloadBounds(input)
        const parsed = schema.params.safeParse(input)
        if (!parsed.success) {
          throw new AirlockError(ErrorCode.INVALID_PARAMS, `Invalid parameters for ${name}().`, {
            details: describeIssues(parsed.error.issues),
          })
        }
        const value: unknown = await handler.call(handlers, parsed.data)
        assertPayloadBounds(value)
        return { ok: true, value: value === undefined ? null : value }
      } catch (error) {
        try {
          options.onError?.(name, error)
        } catch {
          // A broken logger must not turn an answer into a hang.
        }
        return { ok: false, error: serializeError(error) }
      }
    }
  }
  return table
}

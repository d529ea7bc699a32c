import type { Methods } from 'penpal'
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { serializeError } from '../errors/serializeError.ts'
import { assertPayloadBounds } from '../payload/assertPayloadBounds.ts'
import type { Result } from '../result/Result.ts'
import type { MethodHandlers, MethodSchemaTable } from '../schemas/MethodTypes.ts'

/** Options of {@link createMethodTable}. */
export type CreateMethodTableOptions = {
  /** Called with every error a handler throws, before it is sent back as a value. */
  onError?: ((method: string, error: unknown) => void) | undefined
}

/**
 * Builds the method table a side exposes over penpal. The table has no prototype, so inherited
 * names (`toString`, `constructor`, `__proto__`) are METHOD_NOT_FOUND. Each method checks the
 * payload bounds, parses its one argument with its schema (unknown keys are stripped), runs the
 * handler and answers with a {@link Result} envelope, never a thrown error.
 *
 * @example
 * ```ts
 * const methods = createMethodTable(modalMethodSchemas, { open: async () => null, ... })
 * connect({ messenger, methods, channel })
 * ```
 */
export function createMethodTable<T extends MethodSchemaTable>(
  schemas: T,
  handlers: MethodHandlers<T>,
  options: CreateMethodTableOptions = {},
): Methods {
  const table: Methods = Object.create(null)
  for (const name of Object.keys(schemas)) {
    const schema = schemas[name] as T[keyof T]
    const handler = handlers[name] as (params: unknown) => unknown
    table[name] = async (...args: unknown[]): Promise<Result<unknown>> => {
      try {
        if (args.length > 1) {
          throw new AirlockError(ErrorCode.INVALID_PARAMS, `${name}() takes one parameter object.`)
        }
        const input = args[0] ?? {}
        assertPayloadBounds(input)
        const parsed = schema.params.safeParse(input)
        if (!parsed.success) {
          throw new AirlockError(ErrorCode.INVALID_PARAMS, `Invalid parameters for ${name}().`, {
            details: parsed.error.issues
              .slice(0, 5)
              .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
              .join('; '),
          })
        }
        const value = await handler(parsed.data)
        assertPayloadBounds(value)
        return { ok: true, value: value === undefined ? null : value }
      } catch (error) {
        options.onError?.(name, error)
        return { ok: false, error: serializeError(error) }
      }
    }
  }
  return table
}

import { PAYLOAD_LIMITS } from '../constants.ts'
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'

type Limits = { maxBytes: number; maxDepth: number; maxNodes: number }

/**
 * Walks a value and throws unless it is plain data within the bounds: objects, arrays, strings,
 * finite numbers, booleans, null and undefined, without cycles. The walk recurses, but never
 * deeper than `maxDepth`, so 10k-deep nesting is refused long before the stack could run out.
 *
 * @throws {AirlockError} `PAYLOAD_TOO_LARGE` past a bound, `UNSUPPORTED_VALUE` for cycles, BigInt,
 * functions, symbols and exotic objects.
 */
/** Whether `value` passes {@link assertPayloadBounds} with the default limits. */
export function isWithinPayloadBounds(value: unknown): boolean {
  try {
    assertPayloadBounds(value)
    return true
  } catch {
    return false
  }
}

export function assertPayloadBounds(value: unknown, limits: Limits = PAYLOAD_LIMITS): void {
  let bytes = 0
  let nodes = 0
  // Objects on the path from the root: a cycle, not a shared reference, is refused.
  const onPath = new Set<object>()
  const refuse = (code: ErrorCode, message: string): never => {
    throw new AirlockError(code, message)
  }
  const tooMany = () =>
    refuse(ErrorCode.PAYLOAD_TOO_LARGE, `The message has more than ${limits.maxNodes} values.`)
  const visit = (current: unknown, depth: number) => {
    if (++nodes > limits.maxNodes) tooMany()
    const type = typeof current
    if (type === 'string') bytes += (current as string).length + 2
    else if (type === 'number' && !Number.isFinite(current)) {
      refuse(ErrorCode.UNSUPPORTED_VALUE, 'Numbers must be finite.')
    } else if (type === 'bigint') {
      refuse(
        ErrorCode.UNSUPPORTED_VALUE,
        'BigInt values cannot cross the boundary; send a decimal or hex string.',
      )
    } else if (type === 'function' || type === 'symbol') {
      refuse(ErrorCode.UNSUPPORTED_VALUE, `A ${type} cannot cross the boundary.`)
    } else if (type !== 'object' || current === null) bytes += 8
    else {
      const object = current as Record<string, unknown>
      if (depth >= limits.maxDepth) {
        refuse(
          ErrorCode.PAYLOAD_TOO_LARGE,
          `The message is nested deeper than ${limits.maxDepth} levels.`,
        )
      }
      if (onPath.has(object)) refuse(ErrorCode.UNSUPPORTED_VALUE, 'The message contains a cycle.')
      onPath.add(object)
      // A Proxy trap or a getter may throw while we look: such a value is not plain data.
      try {
        const prototype = Object.getPrototypeOf(object)
        if (!Array.isArray(object) && prototype !== Object.prototype && prototype !== null) {
          refuse(
            ErrorCode.UNSUPPORTED_VALUE,
            'Only plain objects and arrays can cross the boundary.',
          )
        }
        const keys = Object.keys(object)
        if (nodes + keys.length > limits.maxNodes) tooMany()
        for (const key of keys) {
          bytes += key.length + 4
          visit(object[key], depth + 1)
        }
      } catch (error) {
        if (error instanceof AirlockError) throw error
        throw new AirlockError(
          ErrorCode.UNSUPPORTED_VALUE,
          'A property of the message could not be read.',
          { cause: error },
        )
      }
      onPath.delete(object)
    }
    if (bytes > limits.maxBytes) {
      refuse(ErrorCode.PAYLOAD_TOO_LARGE, `The message is larger than ${limits.maxBytes} bytes.`)
    }
  }
  visit(value, 0)
}

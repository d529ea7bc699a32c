import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { PAYLOAD_LIMITS } from './PAYLOAD_LIMITS.ts'

type Limits = { maxBytes: number; maxDepth: number; maxNodes: number }

/**
 * Walks a value iteratively (no recursion, so 10k-deep nesting cannot blow the stack) and throws
 * unless it is plain data within the bounds: objects, arrays, strings, finite numbers, booleans,
 * null and undefined, without cycles.
 *
 * @throws {AirlockError} `PAYLOAD_TOO_LARGE` past a bound, `UNSUPPORTED_VALUE` for cycles, BigInt,
 * functions, symbols and exotic objects.
 * @example
 * ```ts
 * assertPayloadBounds({ view: 'Connect' }) // passes
 * ```
 */
export function assertPayloadBounds(value: unknown, limits: Limits = PAYLOAD_LIMITS): void {
  let bytes = 0
  let nodes = 0
  const onPath = new Set<object>()
  // Each frame is a value to enter, or a marker to leave an object (to detect cycles, not sharing).
  const stack: Array<{ value: unknown; depth: number } | { leave: object }> = [{ value, depth: 0 }]
  while (stack.length > 0) {
    const frame = stack.pop() as { value: unknown; depth: number } | { leave: object }
    if ('leave' in frame) {
      onPath.delete(frame.leave)
      continue
    }
    nodes += 1
    if (nodes > limits.maxNodes) {
      throw new AirlockError(
        ErrorCode.PAYLOAD_TOO_LARGE,
        `The message has more than ${limits.maxNodes} values.`,
      )
    }
    const current = frame.value
    switch (typeof current) {
      case 'string':
        bytes += current.length + 2
        break
      case 'number':
        if (!Number.isFinite(current)) {
          throw new AirlockError(ErrorCode.UNSUPPORTED_VALUE, 'Numbers must be finite.')
        }
        bytes += 8
        break
      case 'boolean':
      case 'undefined':
        bytes += 4
        break
      case 'bigint':
        throw new AirlockError(
          ErrorCode.UNSUPPORTED_VALUE,
          'BigInt values cannot cross the boundary; send a decimal or hex string.',
        )
      case 'function':
      case 'symbol':
        throw new AirlockError(
          ErrorCode.UNSUPPORTED_VALUE,
          `A ${typeof current} cannot cross the boundary.`,
        )
      case 'object': {
        if (current === null) {
          bytes += 4
          break
        }
        if (frame.depth >= limits.maxDepth) {
          throw new AirlockError(
            ErrorCode.PAYLOAD_TOO_LARGE,
            `The message is nested deeper than ${limits.maxDepth} levels.`,
          )
        }
        if (onPath.has(current)) {
          throw new AirlockError(ErrorCode.UNSUPPORTED_VALUE, 'The message contains a cycle.')
        }
        let keys: string[]
        try {
          const prototype = Object.getPrototypeOf(current)
          if (!Array.isArray(current) && prototype !== Object.prototype && prototype !== null) {
            throw new AirlockError(
              ErrorCode.UNSUPPORTED_VALUE,
              'Only plain objects and arrays can cross the boundary.',
            )
          }
          keys = Object.keys(current)
        } catch (error) {
          throw asBoundsError(error)
        }
        if (nodes + keys.length > limits.maxNodes) {
          throw new AirlockError(
            ErrorCode.PAYLOAD_TOO_LARGE,
            `The message has more than ${limits.maxNodes} values.`,
          )
        }
        onPath.add(current)
        stack.push({ leave: current })
        for (const key of keys) {
          bytes += key.length + 4
          let child: unknown
          try {
            child = (current as Record<string, unknown>)[key]
          } catch (error) {
            throw asBoundsError(error)
          }
          stack.push({ value: child, depth: frame.depth + 1 })
        }
        break
      }
    }
    if (bytes > limits.maxBytes) {
      throw new AirlockError(
        ErrorCode.PAYLOAD_TOO_LARGE,
        `The message is larger than ${limits.maxBytes} bytes.`,
      )
    }
  }
}

/** A Proxy trap or a getter threw while we looked at the value: it is not plain data. */
function asBoundsError(error: unknown): AirlockError {
  if (error instanceof AirlockError) return error
  return new AirlockError(
    ErrorCode.UNSUPPORTED_VALUE,
    'A property of the message could not be read.',
    {
      cause: error,
    },
  )
}

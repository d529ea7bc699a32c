import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { assertPayloadBounds } from '../payload/assertPayloadBounds.ts'
import { unwrapResult } from '../result/result.ts'
import type { MethodParams, MethodResult, MethodSchemaTable } from '../schemas/MethodTypes.ts'
import { describeIssues } from './describeIssues.ts'
import type { Remote } from './types.ts'

/** setTimeout fires at once for delays past 2^31 - 1 ms, so longer timeouts are capped there. */
const maxTimeoutMs = 2_147_483_647

/** Options of {@link callMethod}. */
export type CallMethodOptions = {
  /**
   * Milliseconds to wait for the answer before rejecting with `REQUEST_TIMEOUT`. Must be a
   * positive number; values past 2^31 - 1 are capped there.
   */
  timeoutMs: number
}

/**
 * Calls a method on the other side and returns its checked result. Every call has a timeout.
 * Before sending, the method must be an own entry of `schemas` and `params` must be plain data
 * within {@link PAYLOAD_LIMITS}; after answering, the reply must be a {@link Result} envelope whose
 * value is within the bounds and matches the method's result schema. Every failure, the channel's
 * included, rejects with an {@link AirlockError}:
 *
 * | failure | code |
 * |---|---|
 * | method not in `schemas`, or the peer has no such method | `METHOD_NOT_FOUND` |
 * | params are a cycle, BigInt, function, symbol, class instance; or could not be cloned | `UNSUPPORTED_VALUE` |
 * | params or reply past the bounds | `PAYLOAD_TOO_LARGE` |
 * | no answer within `timeoutMs` | `REQUEST_TIMEOUT` |
 * | the connection was destroyed (by either side) | `DESTROYED` |
 * | the reply is not an envelope or breaks the result schema | `INVALID_PARAMS` |
 * | the peer answered `{ ok: false, error }` | the peer's code |
 * | anything else | `INTERNAL` |
 */
export async function callMethod<T extends MethodSchemaTable, K extends keyof T & string>(
  remote: Remote,
  schemas: T,
  method: K,
  params: MethodParams<T, K>,
  options: CallMethodOptions,
): Promise<MethodResult<T, K>> {
  try {
    return await call(remote, schemas, method, params, options)
  } catch (error) {
    throw toAirlockError(method, error)
  }
}

async function call<T extends MethodSchemaTable, K extends keyof T & string>(
  remote: Remote,
  schemas: T,
  method: K,
  params: MethodParams<T, K>,
  options: CallMethodOptions,
): Promise<MethodResult<T, K>> {
  const schema = Object.hasOwn(schemas, method) ? schemas[method] : undefined
  if (!schema) {
    throw new AirlockError(ErrorCode.METHOD_NOT_FOUND, `Unknown method ${String(method)}().`)
  }
  const { timeoutMs } = options
  assertPayloadBounds(params)
  const reply = await remote.call(method, params, Math.min(timeoutMs, maxTimeoutMs))
  const value = unwrapResult(reply)
  assertPayloadBounds(value)
  const parsed = schema.result.safeParse(value)
  if (!parsed.success) {
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      `The answer to ${method}() does not match the protocol.`,
      { details: describeIssues(parsed.error.issues) },
    )
  }
  return parsed.data as MethodResult<T, K>
}

function toAirlockError(method: string, error: unknown): AirlockError {
  if (error instanceof AirlockError) return error
  // The channel only rejects with AirlockErrors; a hand-made remote may reject with anything.
  return new AirlockError(ErrorCode.INTERNAL, `${method}() failed.`, { cause: error })
}

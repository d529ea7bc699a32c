import { CallOptions, PenpalError, type RemoteProxy } from 'penpal'
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { assertPayloadBounds } from '../payload/assertPayloadBounds.ts'
import { unwrapResult } from '../result/unwrapResult.ts'
import type { MethodParams, MethodResult, MethodSchemaTable } from '../schemas/MethodTypes.ts'

/** Options of {@link callMethod}. */
export type CallMethodOptions = {
  /** Milliseconds to wait for the answer before rejecting with `REQUEST_TIMEOUT`. */
  timeoutMs: number
}

/**
 * Calls a method on the other side and returns its checked result. Every call has a timeout;
 * penpal's own failures become {@link AirlockError}s with our codes; an answer that does not
 * match the method's result schema is refused.
 *
 * @example
 * ```ts
 * const state = await callMethod(remote, modalMethodSchemas, 'getState', {}, { timeoutMs: 5000 })
 * ```
 */
export async function callMethod<T extends MethodSchemaTable, K extends keyof T & string>(
  remote: RemoteProxy,
  schemas: T,
  method: K,
  params: MethodParams<T, K>,
  options: CallMethodOptions,
): Promise<MethodResult<T, K>> {
  assertPayloadBounds(params)
  const schema = schemas[method]
  if (!schema || !Object.hasOwn(schemas, method)) {
    throw new AirlockError(ErrorCode.METHOD_NOT_FOUND, `Unknown method ${method}().`)
  }
  let reply: unknown
  try {
    const fn = remote[method] as unknown as (...args: unknown[]) => Promise<unknown>
    reply = await fn(params, new CallOptions({ timeout: options.timeoutMs }))
  } catch (error) {
    throw fromPenpalError(method, error, options.timeoutMs)
  }
  const value = unwrapResult(reply)
  const parsed = schema.result.safeParse(value)
  if (!parsed.success) {
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      `The answer to ${method}() does not match the protocol.`,
    )
  }
  return parsed.data as MethodResult<T, K>
}

function fromPenpalError(method: string, error: unknown, timeoutMs: number): AirlockError {
  if (error instanceof AirlockError) return error
  if (error instanceof PenpalError) {
    switch (error.code) {
      case 'METHOD_CALL_TIMEOUT':
        return new AirlockError(
          ErrorCode.REQUEST_TIMEOUT,
          `${method}() got no answer within ${timeoutMs} ms.`,
          { cause: error },
        )
      case 'METHOD_NOT_FOUND':
        return new AirlockError(
          ErrorCode.METHOD_NOT_FOUND,
          `The other side has no method ${method}().`,
          { cause: error },
        )
      case 'CONNECTION_DESTROYED':
        return new AirlockError(
          ErrorCode.DESTROYED,
          `${method}() was called on a closed connection.`,
          { cause: error },
        )
      case 'TRANSMISSION_FAILED':
        return new AirlockError(
          ErrorCode.UNSUPPORTED_VALUE,
          `${method}() could not send its parameters.`,
          { cause: error },
        )
      default:
        return new AirlockError(ErrorCode.INTERNAL, error.message, { cause: error })
    }
  }
  return new AirlockError(ErrorCode.INTERNAL, `${method}() failed.`, { cause: error })
}

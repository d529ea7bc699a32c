import { AirlockError, ErrorCode } from '@airlock/shared-protocol'

/**
 * Decodes a base64 string that crossed the iframe back into bytes.
 *
 * @throws {AirlockError} `INVALID_PARAMS` when `value` is not a base64 string; the message names
 * `what` it should have been.
 */
export function fromBase64(value: unknown, what: string): Uint8Array {
  try {
    if (typeof value === 'string') return Uint8Array.from(atob(value), (char) => char.charCodeAt(0))
  } catch {
    // not base64: refused below
  }
  throw new AirlockError(ErrorCode.INVALID_PARAMS, `Expected ${what} as a base64 string.`)
}

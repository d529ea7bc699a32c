import { isWithinPayloadBounds } from '../payload/assertPayloadBounds.ts'
import { isRecord } from '../schemas/schema.ts'
import { truncate } from '../text/truncate.ts'
import { AirlockError } from './AirlockError.ts'
import { ErrorCode } from './ErrorCode.ts'

const knownCodes = new Set<string>(Object.values(ErrorCode))

/** Longest message and details kept from the peer; longer ones are cut with an ellipsis. */
const maxMessageLength = 2000
const maxDetailsLength = 4000

/**
 * Rebuilds an {@link AirlockError} from what crossed the iframe: the inverse of
 * {@link serializeError}. Anything malformed becomes an `INTERNAL` error that says so: an unknown
 * code becomes `INTERNAL` (the code is named in `details`), a missing message becomes
 * `'Unknown error'`, a long one is cut to 2,000 characters, data past the payload bounds is
 * dropped. Never throws, even for a Proxy or an object whose getters throw.
 */
export function deserializeError(value: unknown): AirlockError {
  try {
    if (!isRecord(value)) throw value
    let { code, message, data } = value
    let details: string | undefined
    if (isRecord(data) && typeof data.details === 'string') {
      details = truncate(data.details, maxDetailsLength)
      // `{ details, value }` is how serializeError packs an error with details: unpack it.
      if (Object.keys(data).every((key) => key === 'details' || key === 'value')) data = data.value
    }
    if (!isWithinPayloadBounds(data)) data = undefined
    const known = typeof code === 'string' && knownCodes.has(code)
    if (!known) {
      details ??=
        typeof code === 'string'
          ? `The peer sent the unknown error code "${truncate(code, 40)}".`
          : 'The peer sent an error without a code.'
      code = ErrorCode.INTERNAL
    }
    return new AirlockError(
      code as ErrorCode,
      typeof message === 'string' && message
        ? truncate(message, maxMessageLength)
        : 'Unknown error',
      { details, data },
    )
  } catch {
    // Not an object, or a Proxy or getter that throws.
    return new AirlockError(ErrorCode.INTERNAL, 'The peer answered with a malformed error.')
  }
}

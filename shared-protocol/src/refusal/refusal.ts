import { ErrorCode } from '../errors/ErrorCode.ts'
import { truncate } from '../text/truncate.ts'

/**
 * The one message the modal sends outside the channel: when it refuses to serve the host
 * (the host's origin is not on the project's allowlist, the project does not exist, its file is
 * broken or unreachable), it tells the host SDK why, so that `open()` fails at once with the real
 * reason instead of waiting for the handshake timeout. After the handshake it refuses the same way
 * when the options of the host's `ready()` answer fail its checks (`INVALID_OPTIONS`,
 * `UNKNOWN_OPTION`, the message naming the option); the channel closes then. Posted to the
 * verified parent origin only, never to `*`; it carries nothing the refused host could not learn
 * by asking the modal's origin for the project file itself, or did not send itself.
 */
export type RefusalMessage = {
  /** Always {@link RefusalMessage.type}. */
  type: typeof RefusalMessage.type
  /** The instance id of the iframe (the channel), so that two modals on a page never mix. */
  channel: string
  /** Why the modal refused: one of {@link RefusalMessage.codes}. */
  code: (typeof RefusalMessage.codes)[number]
  /** The explanation the modal shows, for the host developer; at most {@link RefusalMessage.maxMessageLength} characters. */
  message: string
}

/** The constants of the refusal message. */
export const RefusalMessage = {
  /** The message's `type`. */
  type: 'airlock:refused',
  /** The codes a refusal may carry: the ones the modal's boot and its check of the options can end with. */
  codes: [
    ErrorCode.INVALID_OPTIONS,
    ErrorCode.UNKNOWN_OPTION,
    ErrorCode.ORIGIN_NOT_ALLOWED,
    ErrorCode.PROJECT_NOT_FOUND,
    ErrorCode.INVALID_PROJECT_CONFIG,
    ErrorCode.HTTP_ERROR,
    ErrorCode.INTERNAL,
  ],
  /** Longer explanations are cut to this many characters. */
  maxMessageLength: 500,
} as const

/**
 * Builds the {@link RefusalMessage} for `channel`; an explanation past
 * `RefusalMessage.maxMessageLength` characters is cut and ends with `…`.
 */
export function createRefusalMessage(
  channel: string,
  code: RefusalMessage['code'],
  message: string,
): RefusalMessage {
  return {
    type: RefusalMessage.type,
    channel,
    code,
    message: truncate(message, RefusalMessage.maxMessageLength),
  }
}

/**
 * Reads `data` as the {@link RefusalMessage} of `channel`: exactly the four fields, the right
 * type and channel, a known code and a non-empty message within the length bound. Anything else
 * (another channel's refusal, the channel's own handshake, a page's noise) gives `undefined`. It does
 * not check who sent it: the caller must already have matched the event's source window and
 * origin.
 */
export function readRefusalMessage(data: unknown, channel: string): RefusalMessage | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  const { type, channel: sentChannel, code, message } = data as Record<string, unknown>
  const valid =
    // The four fields below and nothing else.
    Object.keys(data).length === 4 &&
    type === RefusalMessage.type &&
    sentChannel === channel &&
    RefusalMessage.codes.includes(code as RefusalMessage['code']) &&
    typeof message === 'string' &&
    message.length > 0 &&
    message.length <= RefusalMessage.maxMessageLength
  return valid
    ? { type: RefusalMessage.type, channel, code: code as RefusalMessage['code'], message }
    : undefined
}

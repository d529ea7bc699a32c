import { RefusalMessage } from './RefusalMessage.ts'

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

import { RefusalMessage } from './RefusalMessage.ts'

/**
 * Builds the {@link RefusalMessage} for `channel`; an explanation past
 * `RefusalMessage.maxMessageLength` characters is cut and ends with `…`.
 */
export function createRefusalMessage(
  channel: string,
  code: RefusalMessage['code'],
  message: string,
): RefusalMessage {
  const max = RefusalMessage.maxMessageLength
  return {
    type: RefusalMessage.type,
    channel,
    code,
    message: message.length > max ? `${message.slice(0, max - 1)}…` : message,
  }
}

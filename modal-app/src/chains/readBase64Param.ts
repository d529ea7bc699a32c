import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { base64ToBytes, isStandardBase64 } from '@airlock/shared-protocol/base64'

/**
 * The bytes of a Solana request's base64 parameter `name` (`message`, `transaction`), read before
 * the visitor is asked or a wallet sees the request, with the text as the dapp sent it.
 *
 * Empty bytes are refused: they would show the visitor a prompt that signs nothing they can read,
 * and a dapp that sends them has lost its bytes on the way (an unencoded or cleared buffer).
 * `maxBytes` is the signer's own limit (the wallet frame's): past it the request is refused here,
 * before the visitor approves something the signer would then refuse.
 *
 * @throws {AirlockError} `INVALID_PARAMS` (`data.code` -32602) when `value` is not standard
 *   base64 with its padding (what the wallet frame takes), spells no bytes or more than `maxBytes`.
 */
export function readBase64Param(
  value: unknown,
  method: string,
  name: string,
  maxBytes = Number.POSITIVE_INFINITY,
): { text: string; bytes: Uint8Array } {
  const refuse = (what: string) =>
    new AirlockError(ErrorCode.INVALID_PARAMS, `${method} expects { ${name} } ${what}.`, {
      data: { code: -32602 },
    })
  if (typeof value !== 'string' || !isStandardBase64(value)) throw refuse('in base64')
  if (value === '') throw refuse('of at least one byte')
  // Sized from the text, so an oversized one is never decoded.
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0
  if ((value.length / 4) * 3 - padding > maxBytes) throw refuse(`of at most ${maxBytes} bytes`)
  return { text: value, bytes: base64ToBytes(value) }
}

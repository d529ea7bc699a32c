import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { base64ToBytes, isStandardBase64 } from '@airlock/shared-protocol/base64'

/**
 * The bytes of a Solana request's base64 parameter `name` (`message`, `transaction`), read before
 * the visitor is asked or a wallet sees the request, with the text as the dapp sent it.
 *
 * Empty bytes are refused: they would show the visitor a prompt that signs nothing they can read,
 * and a dapp that sends them has lost its bytes on the way (an unencoded or cleared buffer).
 *
 * @throws {AirlockError} `INVALID_PARAMS` (`data.code` -32602) when `value` is not standard
 *   base64 with its padding (what the wallet frame takes), or spells no bytes.
 */
export function readBase64Param(
  value: unknown,
  method: string,
  name: string,
): { text: string; bytes: Uint8Array } {
  const refuse = (what: string) =>
    new AirlockError(ErrorCode.INVALID_PARAMS, `${method} expects { ${name} } ${what}.`, {
      data: { code: -32602 },
    })
  if (typeof value !== 'string' || !isStandardBase64(value)) throw refuse('in base64')
  if (value === '') throw refuse('of at least one byte')
  return { text: value, bytes: base64ToBytes(value) }
}

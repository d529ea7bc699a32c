// Bytes cross the channel, the wallet frame's API and the wallets' own APIs as standard base64:
// typed arrays are not plain data, so the payload bounds refuse them.

/** Standard base64, with padding, of `bytes`. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Whether `text` is standard base64 with its padding, the only form the wallet frame takes: `atob`
 * also reads text without padding or with spaces, so a check before it keeps both sides agreeing.
 */
export function isStandardBase64(text: string): boolean {
  return /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)
}

/**
 * The bytes of standard base64 `text`.
 *
 * @throws {DOMException} `InvalidCharacterError` (from `atob`) when `text` is not base64; callers
 * that read input turn it into their own error.
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

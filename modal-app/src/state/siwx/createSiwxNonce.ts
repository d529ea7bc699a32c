/**
 * A fresh SIWX nonce: 16 cryptographically random bytes as 32 hex digits (EIP-4361 asks for at
 * least 8 alphanumeric characters).
 */
export function createSiwxNonce(
  fillRandom: (bytes: Uint8Array) => Uint8Array = (bytes) =>
    globalThis.crypto.getRandomValues(bytes),
): string {
  const bytes = fillRandom(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

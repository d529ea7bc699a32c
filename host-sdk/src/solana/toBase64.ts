/**
 * Encodes bytes as base64, the way bytes cross the iframe (typed arrays are not plain data, so the
 * payload bounds refuse them).
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

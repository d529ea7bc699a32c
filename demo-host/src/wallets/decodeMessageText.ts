/**
 * Shows message bytes the way a wallet prompt should: the UTF-8 text when the bytes are readable
 * text (line breaks and tabs allowed), otherwise `0x`-prefixed hex, so that a person never signs
 * bytes shown as mojibake.
 */
export function decodeMessageText(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
    if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return text
  } catch {
    // Not UTF-8: fall through to hex.
  }
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

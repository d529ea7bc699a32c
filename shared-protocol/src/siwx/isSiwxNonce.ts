const NONCE = /^[A-Za-z0-9]{8,128}$/

/**
 * Whether `value` may be the nonce of a sign-in message: 8 to 128 letters and digits (EIP-4361 and
 * CAIP-122 ask for at least 8 alphanumeric characters; the upper bound keeps the message short).
 * Nothing else can reach the `Nonce:` line, so a nonce can never add a line of its own to the
 * text the wallet shows. The modal checks what a host's `siwx.getNonce()` returns with it, and
 * checks it again before the message is made.
 */
export function isSiwxNonce(value: unknown): value is string {
  return typeof value === 'string' && NONCE.test(value)
}

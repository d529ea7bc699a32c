/**
 * A random, URL-safe instance id (32 hex characters). Uses `crypto.getRandomValues`, which, unlike
 * `crypto.randomUUID`, also exists on pages that are not a secure context.
 */
export function createInstanceId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

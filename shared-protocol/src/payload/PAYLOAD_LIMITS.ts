/**
 * Bounds on anything that crosses the iframe. postMessage itself has no limit (a 50 MB argument
 * went through in Chromium), so we set our own: generous for real traffic, small enough that a
 * hostile peer cannot exhaust memory or stack.
 */
export const PAYLOAD_LIMITS = {
  /** Rough size in bytes: string lengths plus a few bytes per node. */
  maxBytes: 1_000_000,
  /** Nesting depth of objects and arrays. */
  maxDepth: 32,
  /** Total number of values visited. */
  maxNodes: 20_000,
} as const

/**
 * How long the host SDK lets a host's `siwx.getNonce()` take before it answers the modal's
 * `siwxNonce()` call with `SIWX_NONCE_FAILED`. The modal waits a little longer than this for the
 * answer, so that the host's specific reason, not a bare timeout, reaches it.
 *
 * @example
 * ```ts
 * SIWX_NONCE_TIMEOUT_MS // 10000
 * ```
 */
export const SIWX_NONCE_TIMEOUT_MS = 10_000

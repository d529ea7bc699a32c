/**
 * How long the modal waits for the host page's `siwx.getNonce()` (the host's `siwxNonce()`
 * answer) before the sign-in fails with `SIWX_NONCE_FAILED` 'siwx.getNonce() did not answer
 * within 10000 ms.'.
 */
export const SIWX_NONCE_TIMEOUT_MS = 10_000

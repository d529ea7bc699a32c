// The wallet origin's Content-Security-Policy: one home for the stack and for operators (see
// docs/deploy.md), which serve the built site as static files with this header.

/** Options of {@link buildWalletFrameCsp}. */
export type WalletFrameCspOptions = {
  /**
   * Every page allowed in the frame's ancestor chain: the modal's origin, and the host pages that
   * frame the modal (CSP `frame-ancestors` checks every ancestor, not just the parent). The frame
   * itself then refuses any parent but the modal (see `checkWalletFrameAncestors`).
   */
  frameAncestors: readonly string[]
  /** Origins (or CSP source expressions) of the auth service the frame calls. */
  authOrigins: readonly string[]
}

/**
 * The frame's policy: its own scripts only, no images or fonts of anyone, requests to the auth
 * service only, framed only by the listed ancestors.
 *
 * @example
 * ```ts
 * buildWalletFrameCsp({
 *   frameAncestors: ['https://modal.example', 'https://shop.example'],
 *   authOrigins: ['https://auth.example'],
 * })
 * // "default-src 'none'; script-src 'self'; connect-src https://auth.example; …"
 * ```
 */
export function buildWalletFrameCsp({
  frameAncestors,
  authOrigins,
}: WalletFrameCspOptions): string {
  const list = (values: readonly string[]) => [...new Set(values.filter(Boolean))].join(' ')
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${list(authOrigins) || "'none'"}`,
    `frame-ancestors ${list(frameAncestors) || "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

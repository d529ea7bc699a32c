/** What a host's `siwx.getNonce()` is asked for: the account and network about to sign in. */
export type SiwxNonceParameters = { address: string; caipNetworkId: string }

/** A host's `siwx.getNonce()`. */
export type GetSiwxNonce = (parameters: SiwxNonceParameters) => Promise<string> | string

/**
 * The host's `siwxNonce` handler: asks the host page's `siwx.getNonce()` for the nonce of the
 * sign-in message the modal is about to show, and answers `{ nonce }` with whatever it returned.
 * A throw goes back to the modal with its message. The modal bounds the wait and checks the
 * nonce (8–128 letters and digits), so that this page carries no second copy of either; it logs
 * why a nonce failed and runs the SIWX init failure (disconnect, Connect, snackbar).
 */
export function createSiwxNonceHandler(
  getNonce: GetSiwxNonce | undefined,
): (parameters: SiwxNonceParameters) => Promise<{ nonce: string }> {
  // The modal only asks with `siwx.hostNonce`, which createModal() sets only with a getNonce.
  return async (parameters) => ({ nonce: await (getNonce as GetSiwxNonce)(parameters) })
}

import {
  AirlockError,
  ErrorCode,
  isSiwxNonce,
  SIWX_NONCE_TIMEOUT_MS,
} from '@airlock/shared-protocol'

/** What a host's `siwx.getNonce()` is asked for: the account and network about to sign in. */
export type SiwxNonceParameters = { address: string; caipNetworkId: string }

/** A host's `siwx.getNonce()`. */
export type GetSiwxNonce = (parameters: SiwxNonceParameters) => Promise<string> | string

/**
 * The host's `siwxNonce` handler: asks the host page's `siwx.getNonce()` for the nonce of the
 * sign-in message the modal is about to show, and answers `{ nonce }`. When `getNonce` throws,
 * takes longer than `timeoutMs` or returns anything but 8–128 letters and digits
 * ({@link isSiwxNonce}), the reason is logged to the host page's console and the call is refused
 * with it (`SIWX_NONCE_FAILED`); the modal then runs the SIWX init failure (disconnect, Connect,
 * snackbar).
 *
 * @throws {AirlockError} `SIWX_NONCE_FAILED`.
 * @example
 * ```ts
 * const handler = createSiwxNonceHandler(async () => (await fetch('/api/siwx/nonce')).text())
 * await handler({ address, caipNetworkId: 'eip155:1' }) // { nonce: 'k3Jd8s0q…' }
 * ```
 */
export function createSiwxNonceHandler(
  getNonce: GetSiwxNonce | undefined,
  timeoutMs = SIWX_NONCE_TIMEOUT_MS,
): (parameters: SiwxNonceParameters) => Promise<{ nonce: string }> {
  const fail = (reason: string) =>
    new AirlockError(ErrorCode.SIWX_NONCE_FAILED, `siwx.getNonce() ${reason}`)
  return async (parameters) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      if (!getNonce) throw fail('is not set in createModal().')
      const nonce = await Promise.race([
        (async () => {
          try {
            return await getNonce(parameters)
          } catch (error) {
            throw fail(`threw: ${String((error as Error)?.message ?? error).slice(0, 200)}`)
          }
        })(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(fail(`did not answer within ${timeoutMs} ms.`)),
            timeoutMs,
          )
        }),
      ])
      if (!isSiwxNonce(nonce)) {
        throw fail(
          `returned ${JSON.stringify(nonce)?.slice(0, 40)}: a nonce is 8–128 letters and digits (EIP-4361).`,
        )
      }
      return { nonce }
    } catch (error) {
      console.error('[airlock]', error)
      throw error
    } finally {
      clearTimeout(timer)
    }
  }
}

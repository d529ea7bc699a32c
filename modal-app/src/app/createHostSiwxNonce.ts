import {
  callMethod,
  hostMethodSchemas,
  type Remote,
  SIWX_NONCE_TIMEOUT_MS,
} from '@airlock/shared-protocol'

/** The account and network a sign-in message is made for. */
export type HostSiwxNonceParameters = {
  /** The address about to sign in, as the wallet reported it. */
  address: string
  /** The CAIP-2 id of the network the message names, e.g. `eip155:1`. */
  caipNetworkId: string
}

/** What {@link createHostSiwxNonce} returns: resolves to the nonce the host page issued. */
export type HostSiwxNonce = (parameters: HostSiwxNonceParameters) => Promise<string>

/** Options of {@link createHostSiwxNonce}. */
export type CreateHostSiwxNonceOptions = {
  /**
   * How long to wait for the host's answer. Default: the host's own bound on `getNonce()`
   * ({@link SIWX_NONCE_TIMEOUT_MS}) plus 2 s, so that the host's reason arrives before a bare
   * timeout here.
   *
   * @example
   * ```ts
   * { timeoutMs: 5000 }
   * ```
   */
  timeoutMs?: number | undefined
}

/**
 * The host's `siwxNonce` method over the channel: the host page's `siwx.getNonce()` issues
 * the nonce of the sign-in message (its server can then accept each signature once). The answer
 * is checked against the method's result schema (8–128 letters and digits).
 *
 * @throws {AirlockError} `SIWX_NONCE_FAILED` with the host's reason (its `getNonce()` threw, was
 *   too slow or returned something else); `REQUEST_TIMEOUT`, `INVALID_PARAMS`, `DESTROYED` and
 *   the other errors of `callMethod`.
 * @example
 * ```ts
 * const siwxNonce = createHostSiwxNonce(await channel.remote)
 * await siwxNonce({ address, caipNetworkId: 'eip155:1' }) // 'k3Jd8s0qLw…'
 * ```
 */
export function createHostSiwxNonce(
  remote: Remote,
  options: CreateHostSiwxNonceOptions = {},
): HostSiwxNonce {
  const timeoutMs = options.timeoutMs ?? SIWX_NONCE_TIMEOUT_MS + 2000
  return async ({ address, caipNetworkId }) => {
    const answer = await callMethod(
      remote,
      hostMethodSchemas,
      'siwxNonce',
      { address, caipNetworkId },
      { timeoutMs },
    )
    return answer.nonce
  }
}

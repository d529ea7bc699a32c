import {
  AirlockError,
  callMethod,
  ErrorCode,
  hostMethodSchemas,
  isSiwxNonce,
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
   * How long the host page's `getNonce()` may take. Default {@link SIWX_NONCE_TIMEOUT_MS}.
   */
  timeoutMs?: number | undefined
}

/**
 * The host's `siwxNonce` method over the channel: the host page's `siwx.getNonce()` issues
 * the nonce of the sign-in message (its server can then accept each signature once). The host
 * passes on what `getNonce()` returned or threw; the wait is bounded and the nonce checked here,
 * and each failure says what the host page's `getNonce()` did, for its developer.
 *
 * @throws {AirlockError} `SIWX_NONCE_FAILED`: 'siwx.getNonce() threw: …', 'siwx.getNonce() did
 *   not answer within 10000 ms.', 'siwx.getNonce() returned "short": a nonce is 8–128 letters and
 *   digits (EIP-4361).', or 'siwx.getNonce() failed: …' (an answer that cannot cross the iframe,
 *   the channel gone), the underlying error as its `cause`.
 */
export function createHostSiwxNonce(
  remote: Remote,
  options: CreateHostSiwxNonceOptions = {},
): HostSiwxNonce {
  const timeoutMs = options.timeoutMs ?? SIWX_NONCE_TIMEOUT_MS
  const fail = (reason: string, cause?: unknown) =>
    new AirlockError(ErrorCode.SIWX_NONCE_FAILED, `siwx.getNonce() ${reason}`, { cause })
  return async ({ address, caipNetworkId }) => {
    let nonce: unknown
    try {
      ;({ nonce } = await callMethod(
        remote,
        hostMethodSchemas,
        'siwxNonce',
        { address, caipNetworkId },
        { timeoutMs },
      ))
    } catch (error) {
      const { code, shortMessage } = error as AirlockError
      // The host answers what getNonce() threw as INTERNAL with its message (serializeError).
      throw fail(
        code === ErrorCode.REQUEST_TIMEOUT
          ? `did not answer within ${timeoutMs} ms.`
          : `${code === ErrorCode.INTERNAL ? 'threw' : 'failed'}: ${shortMessage.slice(0, 200)}`,
        error,
      )
    }
    if (!isSiwxNonce(nonce)) {
      throw fail(
        `returned ${JSON.stringify(nonce)?.slice(0, 40)}: a nonce is 8–128 letters and digits (EIP-4361).`,
      )
    }
    return nonce
  }
}

import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { NamespaceRequest, WalletNamespace } from './routeNamespaceRequest.ts'

/** What {@link signNamespaceMessage} signs with. */
export type SignNamespaceMessageInput = {
  namespace: WalletNamespace
  address: string
  /** The CAIP-2 reference of the account's network (a cosmos chain id). */
  reference: string
  message: string
}

/**
 * Signs a text with a polkadot, bip122 or cosmos wallet through the host-wallet methods (the
 * connector's route translates them for WalletConnect), and returns the signature as the host's
 * server verifies it:
 *
 * | namespace | request | signature |
 * |---|---|---|
 * | polkadot | `polkadot:signRaw { address, data: hex(utf8(text)) }` | `0x` hex; the wallet signs `<Bytes>text</Bytes>` (sr25519, ed25519 or ecdsa), which `signatureVerify(text, signature, address)` accepts |
 * | bip122 | `bitcoin:signMessage { address, message }` | base64 BIP-322 (simple) witness |
 * | cosmos | `cosmos:signArbitrary { chainId, signer, data: text }` | JSON of the ADR-036 `StdSignature` `{ pub_key: { type, value }, signature }`: the key is needed to check it |
 *
 * @throws {AirlockError} `INTERNAL` for an answer that is not a signature; the wallet's errors
 *   (`USER_REJECTED` when the visitor declines) unchanged.
 */
export async function signNamespaceMessage(
  input: SignNamespaceMessageInput,
  request: (request: NamespaceRequest) => Promise<unknown>,
): Promise<string> {
  const { namespace, address, message } = input
  if (namespace === 'polkadot') {
    let data = '0x'
    for (const byte of new TextEncoder().encode(message)) {
      data += byte.toString(16).padStart(2, '0')
    }
    const answer = await request({
      namespace,
      method: 'polkadot:signRaw',
      params: { address, data },
    })
    const signature = field(answer, 'signature')
    // 64 bytes (sr25519, ed25519), 65 with the type byte or for ecdsa.
    if (typeof signature !== 'string' || !/^0x([0-9a-fA-F]{2}){64,66}$/.test(signature)) {
      throw noSignature(namespace, answer)
    }
    return signature
  }
  if (namespace === 'bip122') {
    const answer = await request({
      namespace,
      method: 'bitcoin:signMessage',
      params: { address, message },
    })
    const signature = field(answer, 'signature')
    if (typeof signature !== 'string' || !/^[A-Za-z0-9+/]{20,}={0,2}$/.test(signature)) {
      throw noSignature(namespace, answer)
    }
    return signature
  }
  const answer = await request({
    namespace,
    method: 'cosmos:signArbitrary',
    params: { chainId: input.reference, signer: address, data: message },
  })
  const pubKey = field(answer, 'pub_key')
  const signature = field(answer, 'signature')
  if (
    typeof signature !== 'string' ||
    typeof field(pubKey, 'type') !== 'string' ||
    typeof field(pubKey, 'value') !== 'string'
  ) {
    throw noSignature(namespace, answer)
  }
  return JSON.stringify({ pub_key: pubKey, signature })
}

function field(answer: unknown, name: string): unknown {
  return answer !== null && typeof answer === 'object'
    ? (answer as Record<string, unknown>)[name]
    : undefined
}

function noSignature(namespace: WalletNamespace, answer: unknown): AirlockError {
  return new AirlockError(ErrorCode.INTERNAL, 'The wallet returned no signature.', {
    details: `The ${namespace} wallet answered ${JSON.stringify(answer)?.slice(0, 80) ?? String(answer)}.`,
  })
}

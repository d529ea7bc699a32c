import { AirlockError, ErrorCode, type Namespace } from '@airlock/shared-protocol'
import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit'
import { stringToHex } from 'viem'
import {
  ED25519_SIGNATURE_BYTES,
  MAX_ENCODED_SIGNATURE_LENGTH,
} from '../chains/ed25519Signature.ts'
import { activeAccountContext } from '../state/activeAccountContext.ts'
import type { Store } from '../state/Store.ts'
import { routeProviderRequest } from '../wallets/routeProviderRequest.ts'
import { hostLinkAtom } from './hostLinkAtom.ts'
import { walletConnectWiringAtom } from './walletConnectWiringAtom.ts'

/** What {@link messageSigner} returns: signs a text, resolves to its signature. */
export type MessageSignerReturnType = (message: string) => Promise<string>

/** Why the text is signed: it names the action in errors. */
export type MessageSignerPurpose = 'siwx' | 'registerName'

/**
 * Asks the wallet of the active account to sign a text, through the connector that connected it:
 * the SIWX message (`signInWithSiwx`), or a name registration (`registerAccountName`).
 *
 * | connector | eip155 | solana |
 * |---|---|---|
 * | host-window wallet (host bridge) | `personal_sign [hex(text), address]` | `solana:signMessage { address, message: base64(utf8(text)) }` → `{ signedMessage, signature }` (base64) |
 * | WalletConnect (the session) | `personal_sign [hex(text), address]` | `solana_signMessage { message: base58(utf8(text)), pubkey: address }` → `{ signature }` (base58) |
 *
 * On polkadot, bip122 and cosmos: `signNamespaceMessage` (sr25519/ed25519 `signRaw`, BIP-322,
 * ADR-036), through `routeNamespaceRequest`, both loaded when such an account signs.
 *
 * The signature is what the app (or the name API) verifies against `session.message`: on eip155 the
 * wallet's 65-byte EIP-191 signature as `0x` hex; on solana the 64-byte ed25519 signature over
 * the UTF-8 bytes of the text, in **base58** (as Solana signatures are written, and as
 * WalletConnect carries them; the host bridge's base64 is converted). A host-window Solana wallet
 * that reports having signed other bytes than the text is refused.
 *
 * @throws {AirlockError} `CONNECTOR_NOT_FOUND` without a connected account or a way to reach its
 *   wallet; `INTERNAL` for an answer
 *   that is not a signature; the wallet's own errors (`USER_REJECTED` when the visitor declines)
 *   unchanged.
 */
export function messageSigner(
  store: Store,
  purpose: MessageSignerPurpose = 'siwx',
): MessageSignerReturnType {
  const action = purpose === 'siwx' ? 'Signing in' : 'Registering a name'
  return async (message) => {
    const { namespace, address, network } = activeAccountContext(store)
    if (!namespace || !address) {
      throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'No wallet is connected.', {
        details: `${action} needs a connected account.`,
      })
    }
    const walletConnect = store.get(walletConnectWiringAtom)
    const viaWalletConnect = walletConnect?.handles(namespace) === true
    const request = (method: string, params: unknown): Promise<unknown> => {
      if (viaWalletConnect && walletConnect)
        return walletConnect.request({ namespace, method, params })
      const link = store.get(hostLinkAtom)
      if (!link) {
        throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'The host is not connected.', {
          details: `${action} on ${namespace} needs the host page's wallet.`,
        })
      }
      return routeProviderRequest(store, link, { namespace, method, params })
    }
    if (namespace === 'eip155') {
      const signature = await request('personal_sign', [stringToHex(message), address])
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) {
        throw noSignature(namespace, signature)
      }
      return signature
    }
    if (namespace === 'solana') {
      const bytes = new TextEncoder().encode(message)
      if (viaWalletConnect) {
        const answer = await request('solana_signMessage', {
          message: getBase58Decoder().decode(bytes),
          pubkey: address,
        })
        const signature = field(answer, 'signature')
        if (decodedLength(signature, getBase58Encoder()) !== ED25519_SIGNATURE_BYTES) {
          throw noSignature(namespace, answer)
        }
        return signature as string
      }
      const sent = getBase64Decoder().decode(bytes)
      const answer = await request('solana:signMessage', { address, message: sent })
      const signed = field(answer, 'signedMessage')
      if (signed !== undefined && signed !== sent) {
        throw new AirlockError(ErrorCode.INTERNAL, 'The wallet signed a different message.', {
          details: 'solana:signMessage answered a signedMessage other than the text to sign.',
        })
      }
      const signature = field(answer, 'signature')
      if (decodedLength(signature, getBase64Encoder()) !== ED25519_SIGNATURE_BYTES) {
        throw noSignature(namespace, answer)
      }
      return getBase58Decoder().decode(getBase64Encoder().encode(signature as string))
    }
    // polkadot, bip122 and cosmos: their signing code is loaded when one of them signs.
    const [{ routeNamespaceRequest }, { signNamespaceMessage }] = await Promise.all([
      import('./routeNamespaceRequest.ts'),
      import('./signNamespaceMessage.ts'),
    ])
    const reference = String(network?.id ?? '')
    return signNamespaceMessage({ namespace, address, reference, message }, (namespaced) =>
      routeNamespaceRequest(store, namespaced, {
        host: (hosted) => request(hosted.method, hosted.params),
        walletConnect: viaWalletConnect ? (wc) => request(wc.method, wc.params) : undefined,
      }),
    )
  }
}

function field(answer: unknown, name: string): unknown {
  return answer !== null && typeof answer === 'object'
    ? (answer as Record<string, unknown>)[name]
    : undefined
}

/** The byte length of an encoded signature, or -1 when it is not one (or far too long for one). */
function decodedLength(
  value: unknown,
  encoder: { encode(text: string): { length: number } },
): number {
  if (typeof value !== 'string' || value === '' || value.length > MAX_ENCODED_SIGNATURE_LENGTH)
    return -1
  try {
    return encoder.encode(value).length
  } catch {
    return -1
  }
}

function noSignature(namespace: Namespace, answer: unknown): AirlockError {
  return new AirlockError(ErrorCode.INTERNAL, 'The wallet returned no signature.', {
    details: `The ${namespace} wallet answered ${JSON.stringify(answer)?.slice(0, 80) ?? String(answer)}.`,
  })
}

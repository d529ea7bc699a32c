import type { HostModalState } from '@airlock/host-sdk'
import {
  type Address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { type Hex, verifyMessage } from 'viem'
import type { DemoNonceIssuer } from './createDemoNonceIssuer.ts'

/** A SIWX session as the host page gets it (`modal.getState().siwx`). */
export type DemoSiwxSession = NonNullable<HostModalState['siwx']>

/** What {@link verifyDemoSiwxSession} concludes. */
export type DemoSiwxVerification =
  | { ok: true; address: string; nonce: string }
  | { ok: false; reason: string }

/** What {@link verifyDemoSiwxSession} checks the session against. */
export type VerifyDemoSiwxSessionOptions = {
  /** The issuer whose nonces are accepted. */
  issuer: Pick<DemoNonceIssuer, 'has'>
  /** The page's origin (`location.origin`): the message must name it. */
  origin: string
  /** Injectable clock (ms since the epoch). */
  now?: number | undefined
}

/**
 * What the demo page does in place of a dapp server's sign-in check: the message must name this
 * page (`<host> wants you to sign in…`, `URI: <origin>`) and the signing account, carry a nonce
 * this page issued and not have expired, and the signature must be the account's over the exact
 * message (EIP-191 with viem on eip155; base58 ed25519 over the UTF-8 text with the address as the
 * key on solana; `signatureVerify` of @polkadot/util-crypto on polkadot, which takes the
 * `<Bytes>…</Bytes>` wrapping wallets sign; BIP-322 simple on bip122; ADR-036 with @cosmjs on
 * cosmos, whose signature is the JSON `StdSignature` with its public key). Each namespace's
 * library loads when one of its sign-ins arrives.
 */
export async function verifyDemoSiwxSession(
  session: DemoSiwxSession,
  options: VerifyDemoSiwxSessionOptions,
): Promise<DemoSiwxVerification> {
  const [namespace, reference, ...rest] = session.caipAddress.split(':')
  const address = rest.join(':')
  if (!namespace || !reference || !address) return refuse('the account is not a CAIP-10 address')
  const lines = session.message.split('\n')
  const host = new URL(options.origin).host
  if (!lines[0]?.startsWith(`${host} wants you to sign in with your `)) {
    return refuse(`the message does not name ${host}`)
  }
  const sameAccount =
    namespace === 'eip155'
      ? lines[1]?.toLowerCase() === address.toLowerCase()
      : lines[1] === address
  if (!sameAccount) return refuse('the message names another account')
  if (!lines.includes(`URI: ${new URL(options.origin).origin}`)) {
    return refuse('the message names another URI')
  }
  const nonce = lines.find((line) => line.startsWith('Nonce: '))?.slice('Nonce: '.length)
  if (!nonce || !options.issuer.has(nonce)) return refuse('the nonce was not issued by this page')
  const expiry = session.expirationTime ? Date.parse(session.expirationTime) : undefined
  if (expiry !== undefined && expiry <= (options.now ?? Date.now())) {
    return refuse('the session expired')
  }
  let valid = false
  try {
    if (namespace === 'eip155') {
      valid = await verifyMessage({
        address: address as Hex,
        message: session.message,
        signature: session.signature as Hex,
      })
    } else if (namespace === 'solana') {
      valid = await verifySignature(
        await getPublicKeyFromAddress(address as Address),
        getBase58Encoder().encode(session.signature) as SignatureBytes,
        new TextEncoder().encode(session.message),
      )
    } else if (namespace === 'polkadot') {
      const { cryptoWaitReady, signatureVerify } = await import('@polkadot/util-crypto')
      await cryptoWaitReady()
      valid = signatureVerify(session.message, session.signature, address).isValid
    } else if (namespace === 'bip122') {
      const { verifyBip322 } = await import('../bip322/bip322.ts')
      valid = verifyBip322(address, session.message, session.signature)
    } else if (namespace === 'cosmos') {
      const { verifyAdr036 } = await import('@airlock/testkit/verifyAdr036')
      valid = await verifyAdr036(address, session.message, session.signature)
    } else {
      return refuse(`the demo cannot check ${namespace} signatures`)
    }
  } catch {
    valid = false
  }
  if (!valid) return refuse('the signature is not the account’s')
  return { ok: true, address, nonce }
}

function refuse(reason: string): DemoSiwxVerification {
  return { ok: false, reason }
}

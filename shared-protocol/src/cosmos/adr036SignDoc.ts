import { base64ToBytes, bytesToBase64 } from '../bytes/base64.ts'
import type { CosmosAminoSignDoc } from '../namespaceWallets.ts'

const MSG_SIGN_DATA = 'sign/MsgSignData'

/** What {@link adr036SignDoc} returns: a `CosmosAminoSignDoc` (and a CosmJS `StdSignDoc`). */
export type Adr036SignDoc = {
  chain_id: string
  account_number: string
  sequence: string
  fee: { gas: string; amount: Array<{ denom: string; amount: string }> }
  msgs: [{ type: string; value: { signer: string; data: string } }]
  memo: string
}

/**
 * The ADR-036 sign doc of `data` for `signer`, as Keplr's `signArbitrary` signs it: an amino doc
 * with empty chain id, zero account number, sequence and fee, no memo, and one `sign/MsgSignData`
 * message holding the signer and the data (a text as its UTF-8 bytes) in base64. The signature is
 * secp256k1 over the sha256 of the doc's sorted amino JSON (`serializeSignDoc` of CosmJS).
 *
 * @example
 * ```ts
 * const signDoc = adr036SignDoc('cosmos1…', 'Sign in to example.com')
 * const { signature } = await offlineSigner.signAmino('cosmos1…', signDoc)
 * ```
 */
export function adr036SignDoc(signer: string, data: string | Uint8Array): Adr036SignDoc {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: MSG_SIGN_DATA, value: { signer, data: bytesToBase64(bytes) } }],
    memo: '',
  }
}

/**
 * The signer and data of `signDoc` when it is an ADR-036 sign doc ({@link adr036SignDoc}'s shape
 * exactly, so that a transaction is never shown as a text to sign), else undefined.
 */
export function readAdr036SignDoc(
  signDoc: unknown,
): { signer: string; data: Uint8Array } | undefined {
  const doc = signDoc as Partial<CosmosAminoSignDoc> | null | undefined
  const [msg, ...more] = Array.isArray(doc?.msgs) ? doc.msgs : []
  const value = msg?.value as { signer?: unknown; data?: unknown } | undefined
  if (
    !doc ||
    more.length > 0 ||
    msg?.type !== MSG_SIGN_DATA ||
    typeof value?.signer !== 'string' ||
    typeof value.data !== 'string' ||
    doc.chain_id !== '' ||
    doc.account_number !== '0' ||
    doc.sequence !== '0' ||
    doc.memo !== '' ||
    doc.fee?.gas !== '0' ||
    doc.fee.amount?.length !== 0
  ) {
    return undefined
  }
  try {
    return { signer: value.signer, data: base64ToBytes(value.data) }
  } catch {
    return undefined
  }
}

import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { readAdr036SignDoc } from '@airlock/shared-protocol/namespaceWallets'

/** The WalletConnect methods of polkadot, bip122 and cosmos the wallet answers. */
export const NAMESPACE_REQUEST_METHODS = [
  'polkadot_signMessage',
  'polkadot_signTransaction',
  'signMessage',
  'signPsbt',
  'cosmos_getAccounts',
  'cosmos_signAmino',
  'cosmos_signDirect',
] as const

/** A polkadot, bip122 or cosmos request, checked: its params and what the card shows. */
export type NamespaceRequest = {
  method: (typeof NAMESPACE_REQUEST_METHODS)[number]
  chainId: string
  params: Record<string, unknown>
  /** What is signed, for the card: the message text, or the document as JSON. */
  text: string
}

/**
 * Checks the params of a polkadot, bip122 or cosmos request and says what it signs: the message
 * of `polkadot_signMessage` (hex or text) and `signMessage`, the payload of
 * `polkadot_signTransaction` as JSON, the text inside an ADR-036 sign doc
 * of `cosmos_signAmino` (the sign-in), the JSON of other documents.
 *
 * @throws {AirlockError} `INVALID_PARAMS` for params of the wrong shape.
 */
export function decodeNamespaceRequest(
  method: NamespaceRequest['method'],
  chainId: string,
  params: unknown,
): NamespaceRequest {
  if (method === 'cosmos_getAccounts') {
    return { method, chainId, params: {}, text: 'Share your cosmos account and public key' }
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalid(method, 'expected an object of params')
  }
  const record = params as Record<string, unknown>
  const need = (...names: string[]) => {
    for (const name of names) {
      if (record[name] === undefined || record[name] === null || record[name] === '') {
        throw invalid(method, `${name} is missing`)
      }
    }
  }
  switch (method) {
    case 'polkadot_signMessage': {
      need('address', 'message')
      const message = String(record.message)
      return { method, chainId, params: record, text: hexText(message) ?? message }
    }
    case 'polkadot_signTransaction': {
      need('address', 'transactionPayload')
      const payload = record.transactionPayload as Record<string, unknown>
      if (typeof payload !== 'object' || !Array.isArray(payload.signedExtensions)) {
        throw invalid(method, 'transactionPayload is not a SignerPayloadJSON')
      }
      return { method, chainId, params: record, text: JSON.stringify(payload, null, 2) }
    }
    case 'signMessage':
      need('address', 'message')
      return { method, chainId, params: record, text: String(record.message) }
    case 'signPsbt':
      need('psbt', 'signInputs')
      if (!Array.isArray(record.signInputs)) throw invalid(method, 'signInputs is not a list')
      return {
        method,
        chainId,
        params: record,
        text: `Sign inputs ${record.signInputs.map((input) => (input as { index?: unknown }).index).join(', ')} of a PSBT`,
      }
    case 'cosmos_signAmino':
    case 'cosmos_signDirect': {
      need('signerAddress', 'signDoc')
      const adr036 = method === 'cosmos_signAmino' ? readAdr036SignDoc(record.signDoc) : undefined
      if (adr036) {
        return { method, chainId, params: record, text: new TextDecoder().decode(adr036.data) }
      }
      return { method, chainId, params: record, text: JSON.stringify(record.signDoc, null, 2) }
    }
  }
}

/** The UTF-8 text of `0x` hex, or undefined when it is not hex. */
function hexText(value: string): string | undefined {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(value)) return undefined
  const bytes = new Uint8Array((value.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(value.slice(2 + index * 2, 4 + index * 2), 16)
  }
  return new TextDecoder().decode(bytes)
}

function invalid(method: string, details: string): AirlockError {
  return new AirlockError(ErrorCode.INVALID_PARAMS, `Invalid params for ${method}`, { details })
}

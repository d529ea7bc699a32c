import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import {
  createKeyPairFromBytes,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import type { DecodedRequest } from './decodeSessionRequest.ts'

/** The Solana requests {@link answerSolanaRequest} answers. */
type SolanaRequest = Extract<
  DecodedRequest,
  { method: 'solana_signMessage' | 'solana_signTransaction' | 'solana_signAndSendTransaction' }
>

/** Parameters of {@link answerSolanaRequest}. */
export type AnswerSolanaRequestParameters = {
  request: SolanaRequest
  /** 64-byte secret key (seed then public key) as hex. DEVELOPMENT KEYS ONLY. */
  secretKey: string
  /** JSON-RPC URL per CAIP-2 chain id, for `solana_signAndSendTransaction`. */
  rpcUrls: Record<string, string>
  /** fetch used for `sendTransaction` (tests pass a fake RPC). */
  fetchFn?: typeof fetch | undefined
}

/** What the WalletConnect Solana methods return. */
export type AnswerSolanaRequestReturnType = {
  /** Base58 ed25519 signature (of the message, or the wallet's signature of the transaction). */
  signature: string
  /** The signed transaction, base64 wire format (`solana_signTransaction` only). */
  transaction?: string
}

/**
 * Answers an approved Solana request as the WalletConnect Solana RPC reference describes:
 * `solana_signMessage` → `{ signature }` (base58 ed25519 over the message bytes),
 * `solana_signTransaction` → `{ signature, transaction }` (the wallet's signature added to the
 * base64 transaction), `solana_signAndSendTransaction` → `{ signature }` after the local RPC
 * accepted it, sent with the request's `sendOptions` (its refusal names the node's reason). A
 * request for another account, or a transaction the wallet is no signer of, is refused
 * (`INVALID_PARAMS`).
 */
export async function answerSolanaRequest({
  request,
  secretKey,
  rpcUrls,
  fetchFn = globalThis.fetch,
}: AnswerSolanaRequestParameters): Promise<AnswerSolanaRequestReturnType> {
  const keyPair = await createKeyPairFromBytes(hexToBytes(secretKey))
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const base58 = getBase58Decoder()

  if (request.method === 'solana_signMessage') {
    if (request.pubkey !== address) throw otherAccount(request.pubkey, address)
    const signature = await signBytes(keyPair.privateKey, request.message)
    return { signature: base58.decode(signature) }
  }

  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(request.transaction))
  if (!Object.hasOwn(transaction.signatures, address)) {
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      'This wallet is not a signer of the transaction',
      {
        details: `signers: ${Object.keys(transaction.signatures).join(', ')}; wallet: ${address}`,
      },
    )
  }
  const signed = await partiallySignTransaction([keyPair], transaction)
  const signatureBytes = signed.signatures[address]
  if (!signatureBytes) throw new AirlockError(ErrorCode.INTERNAL, 'The transaction was not signed')
  const signature = base58.decode(signatureBytes)
  const wire = getBase64EncodedWireTransaction(signed)
  if (request.method === 'solana_signTransaction') return { signature, transaction: wire }

  const url = rpcUrls[request.chainId]
  if (!url) {
    throw new AirlockError(
      ErrorCode.UNKNOWN_NETWORK,
      `This wallet has no network ${request.chainId}`,
    )
  }
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      // The dapp's send options go to the node as its `sendTransaction` config.
      params: [wire, { ...request.sendOptions, encoding: 'base64' }],
    }),
  })
  const body = (await response.json()) as { result?: string; error?: { message?: string } }
  if (!response.ok || body.error || typeof body.result !== 'string') {
    // The node's reason goes in the short message, the answer's message: all the dapp gets.
    const reason = body.error?.message ?? `HTTP ${response.status}`
    throw new AirlockError(
      ErrorCode.HTTP_ERROR,
      `The Solana RPC refused the transaction: ${reason}`,
      { details: reason },
    )
  }
  return { signature: body.result }
}

function otherAccount(asked: string, wallet: string): AirlockError {
  return new AirlockError(ErrorCode.INVALID_PARAMS, 'The request is for another account', {
    details: `asked for ${asked}, this wallet signs for ${wallet}`,
  })
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  }
  return bytes
}

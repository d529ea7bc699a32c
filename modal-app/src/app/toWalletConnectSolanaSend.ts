import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { getBase58Encoder, getBase64Decoder } from '@solana/kit'

/** Sends one JSON-RPC request through the WalletConnect session. */
type SessionRequest = (method: string, params: unknown) => Promise<unknown>

/**
 * Sends a Solana transaction through a WalletConnect session in the shape of the host bridge's
 * `solana:signAndSendTransaction` (`{ transaction }` base64 in, `{ signature }` base64 out), so
 * that the send flow speaks one shape whatever the wallet. WalletConnect wallets answer
 * `solana_signAndSendTransaction` with `{ transaction }` (base64) and a base58 signature.
 *
 * @throws {AirlockError} `INTERNAL` when the wallet's signature is not 64 base58-encoded bytes;
 *   the session's errors otherwise.
 */
export async function toWalletConnectSolanaSend(
  request: SessionRequest,
  params: { transaction: string },
): Promise<{ signature: string }> {
  const answer = await request('solana_signAndSendTransaction', { transaction: params.transaction })
  const signature = (answer as { signature?: unknown } | null)?.signature
  let bytes: ReadonlyUint8Array | undefined
  try {
    if (typeof signature === 'string') bytes = getBase58Encoder().encode(signature)
  } catch {
    bytes = undefined
  }
  if (bytes?.length !== 64) {
    throw new AirlockError(ErrorCode.INTERNAL, 'The wallet did not return a signature.')
  }
  return { signature: getBase64Decoder().decode(bytes) }
}

type ReadonlyUint8Array = ReturnType<ReturnType<typeof getBase58Encoder>['encode']>

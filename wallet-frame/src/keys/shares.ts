// The seed never exists whole outside a signature: three shares, any two of which rebuild it
// (shamir-secret-sharing, audited), one kept per party (device, auth service, visitor's kit).

import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { combine, split } from 'shamir-secret-sharing'

/** The three shares of a new wallet, each held by one party. */
export type WalletShares = { device: Uint8Array; auth: Uint8Array; recovery: Uint8Array }

/** Bytes of the secret: 128-bit BIP-39 entropy (a 12-word recovery phrase). */
const SECRET_BYTES = 16

/** A fresh random secret and its 2-of-3 split. */
export async function createWalletSecret(): Promise<{ secret: Uint8Array; shares: WalletShares }> {
  const secret = crypto.getRandomValues(new Uint8Array(SECRET_BYTES))
  const [device, auth, recovery] = await split(secret, 3, 2)
  if (!device || !auth || !recovery) throw new AirlockError(ErrorCode.INTERNAL, 'Split failed.')
  return { secret, shares: { device, auth, recovery } }
}

/**
 * Rebuilds the secret from two distinct shares. Two copies of one share, or a share of another
 * length, are refused: with one share alone the library would answer garbage, never the secret.
 */
export async function combineShares(a: Uint8Array, b: Uint8Array): Promise<Uint8Array> {
  const valid = (share: Uint8Array) => share.length === SECRET_BYTES + 1
  if (!valid(a) || !valid(b) || a[SECRET_BYTES] === b[SECRET_BYTES]) {
    throw new AirlockError(ErrorCode.INTERNAL, 'The wallet needs two different shares to sign.')
  }
  return combine([a, b])
}

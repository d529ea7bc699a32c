import { type ModalState, modalStateSchema, type Namespace } from '@airlock/shared-protocol'
import type { SiwxSession } from '../state/siwx.ts'
import { sameAddress } from '../state/validation/addresses.ts'

/** The `siwx` of a snapshot: the active account's session as the host sees it, or `null`. */
export type SiwxSnapshot = NonNullable<ModalState['siwx']> | null

/** The account a snapshot reports, as {@link toSiwxSnapshot} compares it. */
export type SiwxSnapshotAccount = { namespace: Namespace; address: string } | null

const siwxSchema = modalStateSchema.shape.siwx

/**
 * The `siwx` of a state snapshot: the session's exact `message` and `signature`, `caipAddress`
 * (`<chainId>:<accountAddress>` of the message, i.e. the account that signed, on the network it
 * signed on), `issuedAt` and `expirationTime?` from its data. `null` without a session, without an
 * account, when the session belongs to another account than the one reported (the current
 * session follows the active account a moment later) or when it does not fit the snapshot's
 * schema (an old or damaged stored session: the host must never get a snapshot it refuses).
 */
export function toSiwxSnapshot(
  session: SiwxSession | undefined,
  account: SiwxSnapshotAccount,
): SiwxSnapshot {
  if (!session || !account) return null
  const { chainId, accountAddress, issuedAt, expirationTime } = session.data ?? {}
  if (typeof chainId !== 'string' || typeof accountAddress !== 'string') return null
  if (chainId.slice(0, chainId.indexOf(':')) !== account.namespace) return null
  if (!sameAddress(accountAddress, account.address)) return null
  const parsed = siwxSchema.safeParse({
    caipAddress: `${chainId}:${accountAddress}`,
    message: session.message,
    signature: session.signature,
    issuedAt,
    ...(expirationTime === undefined ? {} : { expirationTime }),
  })
  return parsed.success ? (parsed.data ?? null) : null
}

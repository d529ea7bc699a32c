import { activeAccountContext } from '../activeAccountContext.ts'
import { chainsAtom, isNetworkSupported } from '../chain.ts'
import { optionsAtom } from '../options.ts'
import type { Store } from '../Store.ts'
import { getSiwxSession } from './siwxSessions.ts'

/**
 * Whether the active account still owes a sign-in that SIWX requires: `siwx.required` is on, the
 * account is connected on a network the app configured and has no live session (the state in
 * which SIWXSignMessage cannot be closed, spec §4). Opening the modal shows the sign view instead
 * of Account then, so that a sign-in asked for while the modal was hidden (the silent reconnect
 * after a reload) cannot be skipped.
 */
export function isSiwxSignInDue(store: Store, now: number = Date.now()): boolean {
  if (store.get(optionsAtom).siwx?.required !== true) return false
  const { namespace, address, network } = activeAccountContext(store)
  if (!namespace || !address || !network) return false
  if (!isNetworkSupported(store.get(chainsAtom), network)) return false
  return getSiwxSession(store, namespace, address, now) === undefined
}

import { activeAccountContext } from '../activeAccountContext.ts'
import { chainsAtom, isNetworkSupported } from '../chain.ts'
import { optionsAtom } from '../options.ts'
import { openModal } from '../router/openModal.ts'
import type { Store } from '../Store.ts'
import { siwxSessionAtom } from '../siwx.ts'
import { siwxRequired } from './siwxRequired.ts'
import { getSiwxSession } from './siwxSessions.ts'

/**
 * Call once an account connected (spec §4): a stored session of this (namespace, address) becomes
 * the current one; otherwise, when {@link siwxRequired} says so, SIWXSignMessage opens. Returns
 * whether it opened.
 */
export function requestSiwxOnConnect(store: Store, now: number = Date.now()): boolean {
  const { namespace, address, network } = activeAccountContext(store)
  if (!namespace || !address) return false
  const session = getSiwxSession(store, namespace, address, now)
  store.set(siwxSessionAtom, session)
  const open = siwxRequired({
    siwxEnabled: store.get(optionsAtom).siwx !== undefined,
    networkSupported: network !== undefined && isNetworkSupported(store.get(chainsAtom), network),
    hasSession: session !== undefined,
  })
  if (open) openModal(store, { view: 'SIWXSignMessage' })
  return open
}

import { setAccount } from '../state/account.ts'
import { activeAccountContext } from '../state/activeAccountContext.ts'
import type { Store } from '../state/Store.ts'
import { lookupAddressName } from './lookupAddressName.ts'

/**
 * Gives the active account its profile name: the name {@link lookupAddressName} finds for its
 * address (the project's API, cached for `CACHE_LIFE.name`, only where names exist). A failed
 * lookup changes nothing: the account simply shows its address.
 *
 * @returns the name, or undefined when the address has none (or it could not be looked up).
 */
export async function lookupProfileName(
  store: Store,
  fetch?: typeof globalThis.fetch,
  now: () => number = Date.now,
): Promise<string | undefined> {
  const { namespace, address } = activeAccountContext(store)
  if (!namespace || !address) return undefined
  const name = await lookupAddressName(store, namespace, address, fetch, now)
  // The visitor may have switched accounts while the answer travelled.
  if (activeAccountContext(store).address?.toLowerCase() !== address.toLowerCase()) return undefined
  if (name !== undefined) setAccount(store, namespace, { profileName: name })
  return name
}

import { setAccount } from '../state/account.ts'
import { activeAccountContext } from '../state/activeAccountContext.ts'
import { CACHE_LIFE, CHAIN_SUPPORT } from '../state/constants.ts'
import { nameCacheAtom } from '../state/names/nameCacheAtom.ts'
import type { Store } from '../state/Store.ts'
import { projectApi } from './projectApi.ts'

type NameRecord = { name?: unknown }

/**
 * Gives the active account its profile name: the newest name the project's API holds for its
 * address (`GET {apiUrl}names/reverse/{address}`), remembered for `CACHE_LIFE.name`. Only on the
 * namespaces of `CHAIN_SUPPORT.names` and with an API. A failed lookup changes nothing and is not
 * remembered: the account simply shows its address, and the next lookup asks again.
 *
 * @returns the name, or undefined when the address has none (or it could not be looked up).
 */
export async function lookupProfileName(
  store: Store,
  fetch?: typeof globalThis.fetch,
  now: () => number = Date.now,
): Promise<string | undefined> {
  const { namespace, address } = activeAccountContext(store)
  const api = projectApi(store, fetch)
  if (!api || !namespace || !address) return undefined
  if (!(CHAIN_SUPPORT.names as readonly string[]).includes(namespace)) return undefined
  const key = address.toLowerCase()
  const cached = store.get(nameCacheAtom)[key]
  let name = cached && now() - cached.timestamp < CACHE_LIFE.name ? cached.ens : null
  if (name === null) {
    let records: unknown
    try {
      records = await api.get({ path: `names/reverse/${encodeURIComponent(address)}` })
    } catch {
      return undefined
    }
    const first = Array.isArray(records) ? (records[0] as NameRecord | undefined) : undefined
    name = typeof first?.name === 'string' ? first.name : undefined
    store.set(nameCacheAtom, {
      ...store.get(nameCacheAtom),
      [key]: { address, ens: name, timestamp: now() },
    })
  }
  // The visitor may have switched accounts while the answer travelled.
  if (activeAccountContext(store).address?.toLowerCase() !== key) return undefined
  if (name !== undefined) setAccount(store, namespace, { profileName: name })
  return name
}

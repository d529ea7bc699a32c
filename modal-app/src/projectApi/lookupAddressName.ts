import type { Namespace } from '@airlock/shared-protocol'
import { CACHE_LIFE, CHAIN_SUPPORT } from '../state/constants.ts'
import { nameCacheAtom } from '../state/names/nameCacheAtom.ts'
import type { Store } from '../state/Store.ts'
import { projectApi } from './projectApi.ts'

type NameRecord = { name?: unknown }

/** The reverse lookups under way, per store and lower-case address: one request each. */
const inFlight = new WeakMap<Store, Map<string, Promise<string | undefined>>>()

/** Whether the names of the project's API exist on a namespace (spec §9: eip155 only). */
export function namesSupported(namespace: Namespace | undefined): boolean {
  return namespace !== undefined && (CHAIN_SUPPORT.names as readonly string[]).includes(namespace)
}

/**
 * The name of any address (the account's own, a transfer's counterpart): the newest name the
 * project's API holds for it (`GET {apiUrl}names/reverse/{address}`), remembered in
 * `nameCacheAtom` for `CACHE_LIFE.name`, a name or that there is none. Only on the namespaces of
 * `CHAIN_SUPPORT.names` and with an API. Lookups of one address while one is under way wait for
 * it instead of asking again. A failed lookup is not remembered: the address shows, and the next
 * lookup asks again.
 *
 * @returns the name, or undefined when the address has none (or it could not be looked up).
 */
export function lookupAddressName(
  store: Store,
  namespace: Namespace | undefined,
  address: string,
  fetch?: typeof globalThis.fetch,
  now: () => number = Date.now,
): Promise<string | undefined> {
  const api = projectApi(store, fetch)
  if (!api || !namesSupported(namespace) || !address) return Promise.resolve(undefined)
  const key = address.toLowerCase()
  const cached = store.get(nameCacheAtom)[key]
  if (cached && now() - cached.timestamp < CACHE_LIFE.name) return Promise.resolve(cached.ens)
  const requests = inFlight.get(store) ?? new Map<string, Promise<string | undefined>>()
  inFlight.set(store, requests)
  const pending = requests.get(key)
  if (pending) return pending
  const request = (async () => {
    let records: unknown
    try {
      records = await api.get({ path: `names/reverse/${encodeURIComponent(address)}` })
    } catch {
      return undefined
    }
    const first = Array.isArray(records) ? (records[0] as NameRecord | undefined) : undefined
    const name = typeof first?.name === 'string' ? first.name : undefined
    store.set(nameCacheAtom, {
      ...store.get(nameCacheAtom),
      [key]: { address, ens: name, timestamp: now() },
    })
    return name
  })()
  requests.set(key, request)
  void request.finally(() => requests.delete(key))
  return request
}

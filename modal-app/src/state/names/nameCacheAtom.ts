import { atom } from 'jotai/vanilla'

/** One reverse lookup (spec §3 name cache entry): the address, its name if it has one, when. */
export type NameCacheEntry = { address: string; ens: string | undefined; timestamp: number }

/**
 * The reverse lookups made, by lower-case address; an entry is fresh for `CACHE_LIFE.name`.
 */
export const nameCacheAtom = atom<Readonly<Record<string, NameCacheEntry>>>({})

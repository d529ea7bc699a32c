import { type Address, getAddress } from 'viem'
import type { NameRecord } from './NameRecord.ts'

/** Parameters of {@link NameStore.register}. */
export type NameRegistration = {
  /**
   * The name, already checked and in lower case (see `normalizeName`).
   * @example 'alice.airlock'
   */
  name: string
  /**
   * The ENSIP-11 coin type the address is registered for.
   * @example 60
   */
  coinType: number
  /**
   * The address that signed the registration.
   * @example '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
   */
  address: Address
  /**
   * The signed attributes.
   * @example {}
   */
  attributes: Record<string, unknown>
  /**
   * The time of the registration, in milliseconds since the epoch.
   * @example 1764064000000
   */
  at: number
}

/** The names a reference API holds, in memory. */
export type NameStore = {
  /**
   * Registers `name` for `address`, or returns `undefined` when another address holds it.
   * Registering a name again from its holder keeps its `createdAt` (and so its rank among the
   * holder's names), adds the coin type, and replaces the attributes.
   */
  register(registration: NameRegistration): NameRecord | undefined
  /** The record of `name` (lower case), if registered. */
  get(name: string): NameRecord | undefined
  /** The records held by `address` (any coin type, any case), newest first: the first is its primary. */
  reverse(address: string): NameRecord[]
}

type Entry = { holder: string; order: number; record: NameRecord }

/**
 * A store of registered names, kept in memory only: its names are gone when the process ends.
 * Each `startReferenceApi` creates its own, so a restarted API starts with no names.
 *
 * @example
 * ```ts
 * const names = createNameStore()
 * names.register({ name: 'alice.airlock', coinType: 60, address, attributes: {}, at: Date.now() })
 * names.reverse(address)[0]?.name // 'alice.airlock'
 * ```
 */
export function createNameStore(): NameStore {
  const entries = new Map<string, Entry>()
  // Breaks ties of `createdAt`, which two registrations in the same millisecond share.
  let registered = 0

  return {
    register({ name, coinType, address, attributes, at }) {
      const holder = address.toLowerCase()
      const existing = entries.get(name)
      if (existing && existing.holder !== holder) return undefined
      const entry: Entry = existing ?? {
        holder,
        order: registered++,
        record: { name, addresses: {}, attributes: {}, createdAt: new Date(at).toISOString() },
      }
      entry.record = {
        ...entry.record,
        addresses: {
          ...entry.record.addresses,
          [String(coinType)]: { address: getAddress(holder) },
        },
        attributes: structuredClone(attributes),
      }
      entries.set(name, entry)
      return structuredClone(entry.record)
    },
    get(name) {
      const entry = entries.get(name)
      return entry && structuredClone(entry.record)
    },
    reverse(address) {
      const holder = address.toLowerCase()
      return [...entries.values()]
        .filter((entry) => entry.holder === holder)
        .sort((a, b) => b.order - a.order)
        .map((entry) => structuredClone(entry.record))
    },
  }
}

import type { NameRecord } from '@airlock/shared-protocol/projectApi'
import { type Address, getAddress } from 'viem'
import type { ApiDatabase } from './openApiDatabase.ts'

/** Parameters of {@link NameStore.register}. */
export type NameRegistration = {
  /**
   * The name, already checked and in lower case (see `normalizeName`).
   */
  name: string
  /**
   * The ENSIP-11 coin type the address is registered for.
   */
  coinType: number
  /**
   * The address that signed the registration.
   */
  address: Address
  /**
   * The signed attributes.
   */
  attributes: Record<string, unknown>
  /**
   * The time of the registration, in milliseconds since the epoch.
   */
  at: number
}

/** The names a reference API holds. */
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

type Row = { holder: string; record: string }

/**
 * A store of registered names in the API's database (see `openApiDatabase`): they survive a
 * restart of an API started on the same file.
 */
export function createNameStore(db: ApiDatabase): NameStore {
  const select = db.prepare<[string], Row>('SELECT holder, record FROM names WHERE name = ?')
  // `seq` breaks ties of `createdAt`, which two registrations in the same millisecond share.
  const insert = db.prepare(
    'INSERT INTO names (name, holder, seq, record) VALUES (?, ?, (SELECT COALESCE(MAX(seq), -1) + 1 FROM names), ?)',
  )
  const update = db.prepare('UPDATE names SET record = ? WHERE name = ?')
  const byHolder = db.prepare<[string], Row>(
    'SELECT holder, record FROM names WHERE holder = ? ORDER BY seq DESC',
  )
  const register = db.transaction(
    ({ name, coinType, address, attributes, at }: NameRegistration): NameRecord | undefined => {
      const holder = address.toLowerCase()
      const existing = select.get(name)
      if (existing && existing.holder !== holder) return undefined
      const previous: NameRecord = existing
        ? JSON.parse(existing.record)
        : { name, addresses: {}, attributes: {}, createdAt: new Date(at).toISOString() }
      const record: NameRecord = {
        ...previous,
        addresses: { ...previous.addresses, [String(coinType)]: { address: getAddress(holder) } },
        attributes: structuredClone(attributes),
      }
      if (existing) update.run(JSON.stringify(record), name)
      else insert.run(name, holder, JSON.stringify(record))
      return record
    },
  )

  return {
    register,
    get(name) {
      const row = select.get(name)
      return row && (JSON.parse(row.record) as NameRecord)
    },
    reverse(address) {
      return byHolder.all(address.toLowerCase()).map((row) => JSON.parse(row.record) as NameRecord)
    },
  }
}

/**
 * A registered name, as the names routes of the reference API answer it.
 *
 * @example
 * ```ts
 * const record: NameRecord = {
 *   name: 'alice.airlock',
 *   addresses: { '60': { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } },
 *   attributes: {},
 *   createdAt: '2025-11-25T09:46:40.000Z',
 * }
 * ```
 */
export type NameRecord = {
  /**
   * The name, in lower case.
   * @example 'alice.airlock'
   */
  name: string
  /**
   * The holder's address per ENSIP-11 coin type (as a decimal string), checksummed. Every entry
   * holds the same address: only the holder can add one.
   * @example { '60': { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } }
   */
  addresses: Record<string, { address: string }>
  /**
   * The attributes of the last signed registration, as signed.
   * @example { bio: 'gm' }
   */
  attributes: Record<string, unknown>
  /**
   * When the name was first registered (ISO 8601).
   * @example '2025-11-25T09:46:40.000Z'
   */
  createdAt: string
}

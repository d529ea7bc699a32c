import { nameLookupSchema } from '@airlock/shared-protocol/projectApi'
import type { Store } from '../state/Store.ts'
import { projectApi } from './projectApi.ts'

/** A name Send accepts as a recipient: `<label>.airlock`, the names the project's API holds. */
export const RECIPIENT_NAME = /^[a-z0-9-]+\.airlock$/i

/**
 * The address a name points to (`GET {apiUrl}names/{name}`): the holder's address of the name's
 * record (every coin type holds the same one), or undefined when no one holds the name
 * (the answer's `record` is null).
 *
 * @throws {Error} 'Names need the project's API' without one; the client's error when the API
 *   cannot be reached or answers otherwise.
 */
export async function resolveName(
  store: Store,
  name: string,
  fetch?: typeof globalThis.fetch,
): Promise<string | undefined> {
  const api = projectApi(store, fetch)
  if (!api) throw new Error('Names need the project’s API, which this project has not set up.')
  const { record } = nameLookupSchema.parse(
    await api.get({ path: `names/${encodeURIComponent(name.toLowerCase())}` }),
  )
  return record ? Object.values(record.addresses)[0]?.address : undefined
}

import { atom } from 'jotai/vanilla'
import { createJsonClient, type JsonClient } from '../state/http/createJsonClient.ts'
import { optionsAtom, projectServicesAtom } from '../state/options.ts'
import type { Store } from '../state/Store.ts'

/**
 * The fetch the project's API is called with when a caller passes none: the browser's, unless a
 * store sets another (the gallery answers with its fixtures, no network).
 */
export const projectFetchAtom = atom<typeof globalThis.fetch | undefined>(undefined)

/**
 * How long one call of the project's API may take. A service that hangs then fails like one that
 * is down: balances fall back to the chain, the views show their error and their Try again.
 */
const PROJECT_API_TIMEOUT_MS = 15_000

/**
 * The JSON client of the project's API (`apiUrl` of its configuration), each call carrying the
 * `projectId`; undefined when the project has none (the features that need it stay hidden).
 */
export function projectApi(
  store: Store,
  fetch: typeof globalThis.fetch = store.get(projectFetchAtom) ??
    ((...args) => globalThis.fetch(...args)),
): JsonClient | undefined {
  const { apiUrl } = store.get(projectServicesAtom)
  if (!apiUrl) return undefined
  return createJsonClient({
    baseUrl: apiUrl,
    params: { projectId: store.get(optionsAtom).projectId },
    fetch,
    timeoutMs: PROJECT_API_TIMEOUT_MS,
  })
}

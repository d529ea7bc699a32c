import { optionsAtom, projectServicesAtom, type Store } from '../state/index.ts'
import { createJsonClient, type JsonClient } from '../state/lazy.ts'

/**
 * The JSON client of the project's API (`apiUrl` of its configuration), each call carrying the
 * `projectId`; undefined when the project has none (the features that need it stay hidden).
 */
export function projectApi(
  store: Store,
  fetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): JsonClient | undefined {
  const { apiUrl } = store.get(projectServicesAtom)
  if (!apiUrl) return undefined
  return createJsonClient({
    baseUrl: apiUrl,
    params: { projectId: store.get(optionsAtom).projectId },
    fetch,
  })
}

import { analyticsConfigAtom, type TrackedEvent } from './analytics.ts'
import type { Store } from './Store.ts'

/**
 * Test helper (not exported from the state entry): points analytics at a fake fetch and returns
 * a function listing the tracked events sent so far. The store's options need a project id and
 * the analytics feature on (the defaults with `setOptions(store, {}, { projectId: 'demo' })`).
 */
export function recordEvents(store: Store): () => TrackedEvent[] {
  const bodies: string[] = []
  store.set(analyticsConfigAtom, {
    ...store.get(analyticsConfigAtom),
    analyticsUrl: 'https://pulse.test/',
    fetch: async (_url, init) => {
      bodies.push(String(init?.body))
      return new Response(null, { status: 200 })
    },
  })
  return () =>
    bodies
      .map((body) => (JSON.parse(body) as { props: Record<string, unknown> }).props)
      .filter((props) => props.type === 'track')
      .map(({ event, properties, address }) => {
        const tracked = { event, properties } as TrackedEvent
        if (address !== undefined) tracked.address = address as string
        return tracked
      })
}

import type { TrackedEvent } from '@airlock/shared-protocol/analytics'
import { analyticsConfigAtom } from './analytics.ts'
import type { Store } from './Store.ts'

/** An error report as the analytics error route receives it (spec §7), without its `type`. */
export type ErrorReport = {
  event: string
  errorType: string
  errorMessage: string
  stackTrace?: string
}

/** Points analytics at a fake fetch; returns the `props` of every body sent so far. */
function recordProps(store: Store): () => Array<Record<string, unknown>> {
  const bodies: string[] = []
  store.set(analyticsConfigAtom, {
    ...store.get(analyticsConfigAtom),
    analyticsUrl: 'https://pulse.test/',
    fetch: async (_url, init) => {
      bodies.push(String(init?.body))
      return new Response(null, { status: 200 })
    },
  })
  return () => bodies.map((body) => (JSON.parse(body) as { props: Record<string, unknown> }).props)
}

/**
 * Test helper (not exported from the state entry): points analytics at a fake fetch and returns
 * a function listing the tracked events sent so far. The store's options need a project id and
 * the analytics feature on (the defaults with `setOptions(store, {}, { projectId: 'demo' })`).
 */
export function recordEvents(store: Store): () => TrackedEvent[] {
  const sent = recordProps(store)
  return () =>
    sent()
      .filter((props) => props.type === 'track')
      .map(({ event, properties, address }) => {
        const tracked = { event, properties } as TrackedEvent
        if (address !== undefined) tracked.address = address as string
        return tracked
      })
}

/** Test helper like {@link recordEvents}, listing the error reports sent so far instead. */
export function recordErrorReports(store: Store): () => ErrorReport[] {
  const sent = recordProps(store)
  return () =>
    sent()
      .filter((props) => props.type === 'error')
      .map(({ type: _type, ...report }) => report as ErrorReport)
}

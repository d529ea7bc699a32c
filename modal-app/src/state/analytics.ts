import type { ModalEvent, TrackedEvent } from '@airlock/shared-protocol/analytics'
import { atom } from 'jotai/vanilla'
import { whenIdle } from '../ui/whenIdle.ts'
import { showAlert } from './alert.ts'
import { DEFAULT_SDK_VERSION, LIMITS } from './constants.ts'
import { ERRORS } from './errors/ERRORS.ts'
import { optionsAtom } from './options.ts'
import type { Store } from './Store.ts'

/** Where and how events are sent; the app fills it at boot from the project configuration. */
export type AnalyticsConfig = {
  /** The analytics host of the project (`analyticsUrl`); nothing is sent without it. */
  analyticsUrl: string | undefined
  /** The sdk type sent as `st`. */
  sdkType: string
  /** The sdk version sent as `sv`. */
  sdkVersion: string
  /** The host page's URL and domain, as the body's `url` and `domain`. */
  pageUrl: string
  domain: string
  /** Injectable for tests. */
  fetch: typeof fetch
  /** Injectable for tests. */
  createId: () => string
  now: () => number
}

/**
 * How analytics are sent. Until configured, `analyticsUrl` is undefined and nothing is sent.
 */
export const analyticsConfigAtom = atom<AnalyticsConfig>({
  analyticsUrl: undefined,
  sdkType: 'airlock',
  sdkVersion: DEFAULT_SDK_VERSION,
  pageUrl: '',
  domain: '',
  fetch: (...args) => globalThis.fetch(...args),
  createId: () => globalThis.crypto.randomUUID(),
  now: () => Date.now(),
})

/** Bookkeeping of the error route and of the 403 alert. */
const analyticsBookkeepingAtom = atom<{ errorTimes: number[]; forbiddenAlertShown: boolean }>({
  errorTimes: [],
  forbiddenAlertShown: false,
})

/**
 * Where tracked events go besides analytics: the host page (`subscribeEvents()`), set once the
 * host answered `ready()`. It is told whether or not analytics is on.
 */
export const hostEventSinkAtom = atom<{ send: (event: ModalEvent) => void } | undefined>(undefined)

/**
 * Tells the host page about a tracked event (spec §7), and sends it to analytics when the
 * analytics feature is on and an analytics host is configured; `MODAL_CREATED` is never sent.
 * Never throws.
 */
export async function trackEvent(store: Store, event: TrackedEvent): Promise<void> {
  if (event.event === 'MODAL_CREATED') return
  const timestamp = store.get(analyticsConfigAtom).now()
  const waiting = waitingForIdle.get(store)
  // Behind an event still waiting for the idle time: told after it, as tracked.
  if (waiting) {
    return new Promise((resolve) => {
      waiting.push(() => tell(store, event, timestamp).then(resolve, resolve))
    })
  }
  await tell(store, event, timestamp)
}

/**
 * {@link trackEvent} at the modal's next idle time (see `whenIdle`), for an event tracked in a
 * task the visitor waits on: posting to the host and building the analytics request took about
 * 4 ms of the open's frame. Events tracked meanwhile are told after it.
 */
export function trackEventAtIdle(store: Store, event: TrackedEvent): void {
  if (event.event === 'MODAL_CREATED') return
  const timestamp = store.get(analyticsConfigAtom).now()
  let waiting = waitingForIdle.get(store)
  if (!waiting) {
    const queue: Array<() => unknown> = []
    waiting = queue
    waitingForIdle.set(store, queue)
    whenIdle(() => {
      waitingForIdle.delete(store)
      for (const run of queue) run()
    })
  }
  waiting.push(() => tell(store, event, timestamp))
}

/** Per store, the events waiting for the idle time, in the order tracked. */
const waitingForIdle = new WeakMap<Store, Array<() => unknown>>()

/** Posts a tracked event to the host and sends it to analytics, with the time it happened. */
function tell(
  store: Store,
  event: Exclude<TrackedEvent, { event: 'MODAL_CREATED' }>,
  timestamp: number,
): Promise<void> {
  store.get(hostEventSinkAtom)?.send({ ...event, timestamp })
  return send(
    store,
    { type: 'track', event: event.event, properties: event.properties, address: event.address },
    timestamp,
  )
}

/**
 * Reports an error to the analytics error route (spec §7), at most 5 per 60 s. Never throws.
 */
export async function reportError(store: Store, error: unknown, category: string): Promise<void> {
  const config = store.get(analyticsConfigAtom)
  const now = config.now()
  const bookkeeping = store.get(analyticsBookkeepingAtom)
  const recent = bookkeeping.errorTimes.filter((time) => now - time < LIMITS.errorEventsWindow)
  if (recent.length >= LIMITS.errorEvents) {
    store.set(analyticsBookkeepingAtom, { ...bookkeeping, errorTimes: recent })
    return
  }
  store.set(analyticsBookkeepingAtom, { ...bookkeeping, errorTimes: [...recent, now] })
  const isError = error instanceof Error
  await send(store, {
    type: 'error',
    event: category,
    errorType: isError ? error.name : typeof error,
    errorMessage: isError ? error.message : String(error),
    stackTrace: isError ? error.stack : undefined,
  })
}

async function send(
  store: Store,
  props: Record<string, unknown>,
  timestamp = store.get(analyticsConfigAtom).now(),
): Promise<void> {
  const config = store.get(analyticsConfigAtom)
  const options = store.get(optionsAtom)
  if (!options.features.analytics || !config.analyticsUrl || !options.projectId) return
  const url = new URL(
    'e',
    config.analyticsUrl.endsWith('/') ? config.analyticsUrl : `${config.analyticsUrl}/`,
  )
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('st', config.sdkType)
  url.searchParams.set('sv', config.sdkVersion)
  const body = {
    eventId: config.createId(),
    url: config.pageUrl,
    domain: config.domain,
    timestamp,
    props,
  }
  let status: number
  try {
    const response = await config.fetch(url.toString(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    status = response.status
  } catch {
    return
  }
  const bookkeeping = store.get(analyticsBookkeepingAtom)
  if (status === 403) {
    if (bookkeeping.forbiddenAlertShown) return
    store.set(analyticsBookkeepingAtom, { ...bookkeeping, forbiddenAlertShown: true })
    showAlert(store, { ...ERRORS.alerts.invalidAppConfiguration, variant: 'error' })
  } else if (status >= 200 && status < 300 && bookkeeping.forbiddenAlertShown) {
    store.set(analyticsBookkeepingAtom, { ...bookkeeping, forbiddenAlertShown: false })
  }
}

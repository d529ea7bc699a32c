import { createStore } from 'jotai/vanilla'
import { expect, test, vi } from 'vitest'
import { analyticsConfigAtom, trackEvent } from '../state/analytics.ts'
import { setOptions } from '../state/options.ts'
import { configureAnalytics } from './configureAnalytics.ts'

function setup() {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  const fetch = vi.fn(async () => new Response(null, { status: 204 }))
  store.set(analyticsConfigAtom, {
    ...store.get(analyticsConfigAtom),
    fetch,
    createId: () => 'event-1',
    now: () => 1_764_064_000_000,
  })
  return { store, fetch }
}

test('default: events go to {analyticsUrl}/e with the host origin as url and its host name as domain', async () => {
  const { store, fetch } = setup()
  configureAnalytics(store, {
    analyticsUrl: 'http://127.0.0.1:4330/v1/analytics',
    hostOrigin: 'http://127.0.0.1:4300',
  })
  await trackEvent(store, { event: 'MODAL_OPEN', properties: { connected: false } })
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
  expect(url).toBe(
    'http://127.0.0.1:4330/v1/analytics/e?projectId=demo&st=airlock&sv=airlock-modal-0.1.0',
  )
  expect(JSON.parse(String(init.body))).toEqual({
    eventId: 'event-1',
    url: 'http://127.0.0.1:4300',
    domain: '127.0.0.1',
    timestamp: 1_764_064_000_000,
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  })
})

test('behavior: a project without analyticsUrl sends nothing', async () => {
  const { store, fetch } = setup()
  configureAnalytics(store, { analyticsUrl: undefined, hostOrigin: 'https://dapp.example' })
  await trackEvent(store, { event: 'MODAL_OPEN', properties: { connected: false } })
  expect(fetch).not.toHaveBeenCalled()
  expect(store.get(analyticsConfigAtom)).toMatchObject({ domain: 'dapp.example' })
})

test('behavior: the injected fetch, clock and ids are kept', () => {
  const { store, fetch } = setup()
  configureAnalytics(store, { analyticsUrl: 'https://pulse.example', hostOrigin: '' })
  expect(store.get(analyticsConfigAtom)).toMatchObject({ fetch, pageUrl: '', domain: '' })
})

import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { alertAtom, closeAlert } from './alert.ts'
import {
  analyticsConfigAtom,
  hostEventSinkAtom,
  reportError,
  trackEvent,
  trackEventAtIdle,
} from './analytics.ts'
import { withErrorReporting } from './errors/withErrorReporting.ts'
import { setOptions } from './options.ts'

function setup(options: { analytics?: boolean; analyticsUrl?: string | undefined } = {}) {
  const store = createStore()
  setOptions(store, { features: { analytics: options.analytics ?? true } }, { projectId: 'demo' })
  let status = 200
  const fetch = vi.fn(async () => new Response(null, { status }))
  let now = 1_000_000
  store.set(analyticsConfigAtom, {
    ...store.get(analyticsConfigAtom),
    analyticsUrl: 'analyticsUrl' in options ? options.analyticsUrl : 'https://pulse.test/',
    sdkType: 'airlock',
    sdkVersion: '1.2.3',
    pageUrl: 'https://dapp.test/page',
    domain: 'dapp.test',
    fetch,
    createId: () => 'event-1',
    now: () => now,
  })
  return {
    store,
    fetch,
    setStatus: (next: number) => {
      status = next
    },
    advance: (ms: number) => {
      now += ms
    },
  }
}

function sent(fetch: ReturnType<typeof setup>['fetch'], index = 0) {
  const [url, init] = fetch.mock.calls[index] as unknown as [string, RequestInit]
  return { url, init, body: JSON.parse(String(init.body)) }
}

describe('§7 analytics', () => {
  test('§7 POST {analytics host}/e with projectId, st, sv and the body', async () => {
    const { store, fetch } = setup()
    await trackEvent(store, {
      event: 'CONNECT_SUCCESS',
      properties: { method: 'qrcode', name: 'Demo Wallet' },
      address: '0xabc',
    })
    const { url, init, body } = sent(fetch)
    expect(url).toBe('https://pulse.test/e?projectId=demo&st=airlock&sv=1.2.3')
    expect(init.method).toBe('POST')
    expect(body).toEqual({
      eventId: 'event-1',
      url: 'https://dapp.test/page',
      domain: 'dapp.test',
      timestamp: 1_000_000,
      props: {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        properties: { method: 'qrcode', name: 'Demo Wallet' },
        address: '0xabc',
      },
    })
  })

  test("behavior: the open's event is told at idle, with its own time; later ones follow in order", async () => {
    vi.useFakeTimers()
    try {
      const { store, fetch, advance } = setup()
      const host: string[] = []
      store.set(hostEventSinkAtom, {
        send: (event) => host.push(`${event.event}@${event.timestamp}`),
      })
      trackEventAtIdle(store, { event: 'MODAL_OPEN', properties: { connected: false } })
      advance(5)
      const closed = trackEvent(store, { event: 'MODAL_CLOSE', properties: { connected: false } })
      // Nothing in the opening task: neither the host nor analytics heard of the open yet.
      expect(host).toEqual([])
      expect(fetch).not.toHaveBeenCalled()
      await vi.runOnlyPendingTimersAsync()
      await closed
      expect(host).toEqual(['MODAL_OPEN@1000000', 'MODAL_CLOSE@1000005'])
      expect([sent(fetch, 0).body, sent(fetch, 1).body]).toMatchObject([
        { timestamp: 1_000_000, props: { event: 'MODAL_OPEN' } },
        { timestamp: 1_000_005, props: { event: 'MODAL_CLOSE' } },
      ])
      // Once told, an event goes at once again.
      await trackEvent(store, { event: 'MODAL_OPEN', properties: { connected: false } })
      expect(host).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })

  test('§7 events are sent only if the analytics feature is on', async () => {
    const { store, fetch } = setup({ analytics: false })
    await trackEvent(store, { event: 'MODAL_OPEN', properties: { connected: false } })
    await reportError(store, new Error('x'), 'INTERNAL_SDK_ERROR')
    expect(fetch).not.toHaveBeenCalled()
  })

  test('§7 nothing is sent without an analytics host', async () => {
    const { store, fetch } = setup({ analyticsUrl: undefined })
    await trackEvent(store, { event: 'MODAL_OPEN', properties: { connected: false } })
    expect(fetch).not.toHaveBeenCalled()
  })

  test('§7 the modal-created event is never sent', async () => {
    const { store, fetch } = setup()
    await trackEvent(store, { event: 'MODAL_CREATED', properties: {} })
    expect(fetch).not.toHaveBeenCalled()
  })

  test('§7 error report: props type error, event, errorType, errorMessage, stackTrace', async () => {
    const { store, fetch } = setup()
    const error = new TypeError('bad')
    await reportError(store, error, 'INTERNAL_SDK_ERROR')
    expect(sent(fetch).body.props).toEqual({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'TypeError',
      errorMessage: 'bad',
      stackTrace: error.stack,
    })
  })

  test('§7 error reports: rate limited to 5 per 60 s', async () => {
    const { store, fetch, advance } = setup()
    for (let i = 0; i < 7; i++) await reportError(store, new Error(String(i)), 'E')
    expect(fetch).toHaveBeenCalledTimes(5)
    advance(59_999)
    await reportError(store, new Error('still limited'), 'E')
    expect(fetch).toHaveBeenCalledTimes(5)
    advance(1)
    await reportError(store, new Error('window moved'), 'E')
    expect(fetch).toHaveBeenCalledTimes(6)
  })

  test("§8 HTTP 403 raises 'Invalid App Configuration' once until a later success", async () => {
    const { store, setStatus } = setup()
    const open = { event: 'MODAL_OPEN', properties: { connected: false } } as const
    setStatus(403)
    await trackEvent(store, open)
    expect(store.get(alertAtom)?.shortMessage).toBe('Invalid App Configuration')
    closeAlert(store)
    await trackEvent(store, open)
    expect(store.get(alertAtom)).toBeUndefined()
    setStatus(200)
    await trackEvent(store, open)
    setStatus(403)
    await trackEvent(store, open)
    expect(store.get(alertAtom)?.shortMessage).toBe('Invalid App Configuration')
  })

  test('§7 a failing analytics call never throws', async () => {
    const { store, fetch } = setup()
    fetch.mockRejectedValueOnce(new TypeError('offline'))
    await expect(
      trackEvent(store, { event: 'MODAL_OPEN', properties: { connected: true } }),
    ).resolves.toBeUndefined()
  })

  test('§8 controller wrapper: reports every thrown error and rethrows it', async () => {
    const { store, fetch } = setup()
    const error = new RangeError('nope')
    await expect(
      withErrorReporting(store, () => {
        throw error
      }),
    ).rejects.toBe(error)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(sent(fetch).body.props).toMatchObject({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorMessage: 'nope',
    })
    await expect(withErrorReporting(store, async () => 7)).resolves.toBe(7)
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

import { createStore } from 'jotai/vanilla'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alertAtom } from '../../../modal-app/src/state/alert.ts'
import {
  analyticsConfigAtom,
  reportError,
  trackEvent,
} from '../../../modal-app/src/state/analytics.ts'
import { setOptions } from '../../../modal-app/src/state/options.ts'
import { type StartReferenceApiReturnType, startReferenceApi } from './startReferenceApi.ts'
import { type ApiAnswer as Answer, fetchApiAnswer } from './testing/fetchApiAnswer.ts'
import { jsonPost } from './testing/jsonPost.ts'

// Real HTTP, and the modal's own sender (modal-app/src/state/analytics.ts) as one client.
const ALLOWLISTS: Record<string, readonly string[]> = {
  demo: ['http://127.0.0.1:4300', 'https://*.example.com'],
  other: ['https://other.example'],
}
const RECEIVED_AT = Date.UTC(2025, 10, 25, 9, 46, 40)

let api: StartReferenceApiReturnType
const lookups: string[] = []

beforeAll(async () => {
  api = await startReferenceApi({
    port: 0,
    networks: [],
    now: () => RECEIVED_AT,
    // Asynchronous, as the local stack's is (it reads the project file).
    allowedOrigins: async (projectId) => {
      lookups.push(projectId)
      return ALLOWLISTS[projectId]
    },
  })
})

afterAll(async () => {
  await api.close()
})

const call = (path: string, init?: RequestInit): Promise<Answer> =>
  fetchApiAnswer(`${api.analyticsUrl}/${path}`, init)

const QUERY = 'projectId=demo&st=airlock&sv=0.1.0'
let sequence = 0

/** A valid event body from the demo host, with a fresh eventId. */
function eventBody(overrides: Record<string, unknown> = {}) {
  sequence += 1
  return {
    eventId: `event-${sequence}`,
    url: 'http://127.0.0.1:4300',
    domain: '127.0.0.1',
    timestamp: 1_764_064_000_000 + sequence,
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    ...overrides,
  }
}

const post = (body: unknown, query = QUERY): Promise<Answer> => call(`e?${query}`, jsonPost(body))

async function listed(projectId = 'demo'): Promise<Array<{ eventId: string }>> {
  const answer = await call(`events?projectId=${projectId}`)
  return (answer.body as { data: Array<{ eventId: string }> }).data
}

describe('answerAnalytics', () => {
  it('default: an event from a page on the allowlist is 204 with CORS, and listed with the query and receivedAt', async () => {
    const body = eventBody()
    const answer = await post(body)
    expect(answer.status).toBe(204)
    expect(answer.body).toBeUndefined()
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect((await listed()).at(-1)).toEqual({
      receivedAt: '2025-11-25T09:46:40.000Z',
      projectId: 'demo',
      st: 'airlock',
      sv: '0.1.0',
      ...body,
    })
    expect(lookups.at(-1)).toBe('demo')
  })

  it('behavior: the listing is JSON without CORS headers, only the project’s events, oldest first', async () => {
    const first = eventBody()
    const second = eventBody({
      props: { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } },
    })
    await post(first)
    await post(second)
    await post(
      eventBody({ url: 'https://other.example', domain: 'other.example' }),
      'projectId=other&st=airlock&sv=0.1.0',
    )
    const answer = await call('events?projectId=demo')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const ids = (await listed()).map(({ eventId }) => eventId)
    expect(ids.slice(-2)).toEqual([first.eventId, second.eventId])
    expect((await listed('other')).map(({ eventId }) => eventId)).toHaveLength(1)
    expect(await listed('nobody')).toEqual([])
  })

  it('behavior: an event sent again is 204 and listed once', async () => {
    const body = eventBody()
    expect((await post(body)).status).toBe(204)
    expect((await post(body)).status).toBe(204)
    expect((await listed()).filter(({ eventId }) => eventId === body.eventId)).toHaveLength(1)
  })

  it('behavior: a wildcard entry admits its subdomains, as the modal’s boot does', async () => {
    const answer = await post(
      eventBody({ url: 'https://shop.example.com/cart', domain: 'shop.example.com' }),
    )
    expect(answer.status).toBe(204)
  })

  it('error: a page not on the allowlist is 403 ORIGIN_NOT_ALLOWED, with CORS (the modal reads it), and not listed', async () => {
    const body = eventBody({ url: 'http://localhost:4300/', domain: 'localhost' })
    const answer = await post(body)
    expect(answer.status).toBe(403)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.body).toMatchInlineSnapshot(`
      {
        "error": {
          "code": "ORIGIN_NOT_ALLOWED",
          "message": "http://localhost:4300 is not on the allowlist of project demo: add it to "allowedOrigins" in projects/demo.json.",
        },
      }
    `)
    expect((await listed()).map(({ eventId }) => eventId)).not.toContain(body.eventId)
    // The bare domain of a wildcard entry is not on it either.
    expect(
      (await post(eventBody({ url: 'https://example.com', domain: 'example.com' }))).status,
    ).toBe(403)
  })

  it('error: a project the API does not know is 404 UNKNOWN_PROJECT', async () => {
    const answer = await post(eventBody(), 'projectId=nobody&st=airlock&sv=0.1.0')
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({
      error: {
        code: 'UNKNOWN_PROJECT',
        message:
          'This API knows no project nobody, so it has no allowlist to check the page against.',
      },
    })
  })

  it('error: a malformed event is 400 with the field named; not JSON is INVALID_BODY', async () => {
    const missing = await post(eventBody(), 'projectId=demo&st=airlock')
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ error: { code: 'MISSING_PARAMETER' } })
    const wrong = await post(eventBody({ timestamp: 'now' }))
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({
      error: { code: 'INVALID_BODY', message: expect.stringContaining('"timestamp"') },
    })
    const notJson = await post('{"eventId":')
    expect(notJson.status).toBe(400)
    expect(notJson.body).toMatchObject({ error: { code: 'INVALID_BODY' } })
    expect(notJson.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('error: a body over 64 KB is 413 BODY_TOO_LARGE', async () => {
    const answer = await post(eventBody({ padding: 'x'.repeat(65 * 1024) }))
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({ error: { code: 'BODY_TOO_LARGE' } })
  })

  it('behavior: the preflight allows POST with Content-Type from any origin', async () => {
    const answer = await call('e', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4310',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
    expect(answer.headers.get('access-control-allow-headers')).toBe('Content-Type, Accept')
  })

  it('error: other methods are 405 with Allow; other paths 404; the listing needs a projectId', async () => {
    const get = await call(`e?${QUERY}`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST, OPTIONS')
    const postList = await call('events?projectId=demo', { method: 'POST', body: '{}' })
    expect(postList.status).toBe(405)
    expect(postList.headers.get('allow')).toBe('GET, OPTIONS')
    const unknown = await call('x')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ error: { code: 'NOT_FOUND' } })
    const noProject = await call('events')
    expect(noProject.status).toBe(400)
    expect(noProject.body).toMatchObject({ error: { code: 'MISSING_PARAMETER' } })
  })

  it('behavior: the modal’s own trackEvent and reportError are accepted as sent', async () => {
    const store = createStore()
    setOptions(store, { features: { analytics: true } }, { projectId: 'demo' })
    store.set(analyticsConfigAtom, {
      ...store.get(analyticsConfigAtom),
      analyticsUrl: api.analyticsUrl,
      pageUrl: 'http://127.0.0.1:4300',
      domain: '127.0.0.1',
    })
    await trackEvent(store, {
      event: 'CONNECT_SUCCESS',
      properties: { method: 'qrcode', name: 'Airlock Demo Wallet (EVM)' },
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    await reportError(store, new TypeError('boom'), 'INTERNAL_SDK_ERROR')
    const [connected, error] = (await listed()).slice(-2) as Array<Record<string, unknown>>
    expect(connected).toMatchObject({
      st: 'airlock',
      props: {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      },
    })
    expect(error).toMatchObject({
      props: {
        type: 'error',
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'TypeError',
        errorMessage: 'boom',
      },
    })
    expect(store.get(alertAtom)).toBeUndefined()
  })

  it("behavior: the collector's 403 gives the modal its 'Invalid App Configuration' alert (spec §8)", async () => {
    const store = createStore()
    setOptions(store, { features: { analytics: true } }, { projectId: 'demo' })
    store.set(analyticsConfigAtom, {
      ...store.get(analyticsConfigAtom),
      analyticsUrl: `${api.analyticsUrl}/`,
      pageUrl: 'https://evil.test/',
      domain: 'evil.test',
    })
    await trackEvent(store, { event: 'MODAL_OPEN', properties: { connected: false } })
    expect(store.get(alertAtom)?.shortMessage).toBe('Invalid App Configuration')
  })
})

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartReferenceApiReturnType, startReferenceApi } from './startReferenceApi.ts'
import { type ApiAnswer as Answer, fetchApiAnswer, jsonPost } from './testing/requests.ts'

// Real HTTP.
const ALLOWLISTS: Record<string, readonly string[]> = {
  demo: ['http://127.0.0.1:4300', 'https://*.example.com'],
  other: ['https://other.example'],
}
const RECEIVED_AT = Date.UTC(2025, 10, 25, 9, 46, 40)
const MODAL = 'http://localhost:4310'

let api: StartReferenceApiReturnType
const lookups: string[] = []

beforeAll(async () => {
  api = await startReferenceApi({
    port: 0,
    networks: [],
    now: () => RECEIVED_AT,
    databasePath: ':memory:',
    modalOrigin: MODAL,
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

/** A POST as the modal's page sends it, with its `Origin` header (`origin: null` sends none). */
const post = (body: unknown, query = QUERY, origin: string | null = MODAL): Promise<Answer> => {
  const init = jsonPost(body)
  const headers = { ...(init.headers as Record<string, string>) }
  if (origin !== null) headers.origin = origin
  return call(`e?${query}`, { ...init, headers })
}

async function listed(projectId = 'demo'): Promise<Array<{ eventId: string }>> {
  const answer = await call(`events?projectId=${projectId}`)
  return (answer.body as { data: Array<{ eventId: string }> }).data
}

describe('answerAnalytics', () => {
  it('default: an event from the modal for a page on the allowlist is 204 with CORS for the modal, and listed with the query and receivedAt', async () => {
    const body = eventBody()
    const answer = await post(body)
    expect(answer.status).toBe(204)
    expect(answer.body).toBeUndefined()
    expect(answer.headers.get('access-control-allow-origin')).toBe(MODAL)
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
    expect(answer.headers.get('access-control-allow-origin')).toBe(MODAL)
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

  it('error: an event posted by another origin than the modal, or with none, is 403 and not listed', async () => {
    const body = eventBody()
    const foreign = await post(body, QUERY, 'https://evil.test')
    expect(foreign.status).toBe(403)
    expect(foreign.body).toMatchInlineSnapshot(`
      {
        "error": {
          "code": "ORIGIN_NOT_ALLOWED",
          "message": "Analytics events are accepted from the modal only (http://localhost:4310), not from https://evil.test.",
        },
      }
    `)
    // The browser does not let the other page read the answer: CORS names the modal alone.
    expect(foreign.headers.get('access-control-allow-origin')).toBe(MODAL)
    const none = await post(body, QUERY, null)
    expect(none).toMatchObject({
      status: 403,
      body: {
        error: {
          code: 'ORIGIN_NOT_ALLOWED',
          message:
            'Analytics events are accepted from the modal only, and this request has no Origin header.',
        },
      },
    })
    // The demo host's own origin is on the allowlist, but it is not the modal.
    expect((await post(body, QUERY, 'http://127.0.0.1:4300')).status).toBe(403)
    expect((await listed()).map(({ eventId }) => eventId)).not.toContain(body.eventId)
  })

  it('error: an API not told the modal origin refuses every event', async () => {
    const blind = await startReferenceApi({
      port: 0,
      networks: [],
      databasePath: ':memory:',
      allowedOrigins: () => ['http://127.0.0.1:4300'],
    })
    try {
      const answer = await fetchApiAnswer(`${blind.analyticsUrl}/e?${QUERY}`, {
        ...jsonPost(eventBody()),
        headers: { 'content-type': 'application/json', origin: MODAL },
      })
      expect(answer.status).toBe(403)
      expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      await blind.close()
    }
  })

  it('behavior: restart: the accepted events are kept in the database file', async () => {
    const databasePath = join(mkdtempSync(join(tmpdir(), 'airlock-analytics-')), 'api.sqlite')
    const options = {
      port: 0,
      networks: [],
      databasePath,
      modalOrigin: MODAL,
      allowedOrigins: (projectId: string) => ALLOWLISTS[projectId],
    }
    const body = eventBody()
    const first = await startReferenceApi(options)
    const sent = await fetchApiAnswer(`${first.analyticsUrl}/e?${QUERY}`, {
      ...jsonPost(body),
      headers: { 'content-type': 'application/json', origin: MODAL },
    })
    expect(sent.status).toBe(204)
    await first.close()
    const again = await startReferenceApi(options)
    try {
      const listing = await fetchApiAnswer(`${again.analyticsUrl}/events?projectId=demo`)
      expect((listing.body as { data: unknown[] }).data).toEqual([
        { receivedAt: expect.any(String), projectId: 'demo', st: 'airlock', sv: '0.1.0', ...body },
      ])
    } finally {
      await again.close()
    }
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
    expect(notJson.headers.get('access-control-allow-origin')).toBe(MODAL)
  })

  it('error: a body over 64 KB is 413 BODY_TOO_LARGE', async () => {
    const answer = await post(eventBody({ padding: 'x'.repeat(65 * 1024) }))
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({ error: { code: 'BODY_TOO_LARGE' } })
  })

  it('behavior: the preflight allows POST with Content-Type from the modal’s origin only', async () => {
    const answer = await call('e', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4310',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(MODAL)
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
})

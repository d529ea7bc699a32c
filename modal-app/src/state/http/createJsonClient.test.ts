import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { createJsonClient } from './createJsonClient.ts'
import { HttpError, HttpTimeoutError } from './HttpError.ts'

function fakeFetch(response: () => Response) {
  return vi.fn<typeof fetch>(async () => response())
}

describe('§7 generic JSON client', () => {
  test('§7 JSON client: GET appends the client and call query params, skipping undefined', async () => {
    const fetch = fakeFetch(() => Response.json({ ok: 1 }))
    const api = createJsonClient({
      baseUrl: 'https://api.example/v1/',
      params: { projectId: 'demo' },
      fetch,
    })
    const result = await api.get<{ ok: number }>({
      path: 'history',
      params: { cursor: 'c 1', chainId: 1, onramp: undefined, cache: true },
    })
    expect(result).toEqual({ ok: 1 })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(
      'https://api.example/v1/history?projectId=demo&cursor=c+1&chainId=1&cache=true',
    )
    expect(init?.method).toBe('GET')
    expect(init?.body).toBeUndefined()
  })

  test('§7 JSON client: POST, PUT and DELETE send the body as JSON with its content type', async () => {
    const fetch = fakeFetch(() => Response.json({ done: true }))
    const api = createJsonClient({ baseUrl: 'https://api.example/', fetch })
    for (const method of ['post', 'put', 'delete'] as const) {
      await expect(api[method]({ path: 'names', body: { name: 'alice' } })).resolves.toEqual({
        done: true,
      })
    }
    expect(fetch.mock.calls.map(([, init]) => init?.method)).toEqual(['POST', 'PUT', 'DELETE'])
    for (const [, init] of fetch.mock.calls) {
      expect(init?.body).toBe('{"name":"alice"}')
      expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' })
    }
  })

  test('§7 JSON client: an empty answer (204) resolves to undefined', async () => {
    const api = createJsonClient({
      baseUrl: 'https://api.example/',
      fetch: fakeFetch(() => new Response(null, { status: 204 })),
    })
    await expect(api.delete({ path: 'session' })).resolves.toBeUndefined()
  })

  test('§7 JSON client: blob GET returns the body as a Blob', async () => {
    const api = createJsonClient({
      baseUrl: 'https://api.example/',
      fetch: fakeFetch(() => new Response(new Blob(['png-bytes'], { type: 'image/png' }))),
    })
    const blob = await api.getBlob({ path: 'avatar.png' })
    expect(blob.type).toBe('image/png')
    expect(await blob.text()).toBe('png-bytes')
  })

  test("§8 error: a non-OK response throws 'HTTP status code: {n}' with the response attached", async () => {
    const api = createJsonClient({
      baseUrl: 'https://api.example/',
      fetch: fakeFetch(() =>
        Response.json({ reasons: [{ description: 'Name taken' }] }, { status: 409 }),
      ),
    })
    const error = await api.post({ path: 'names', body: {} }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toBeInstanceOf(AirlockError)
    const http = error as HttpError
    expect(http.message).toBe('HTTP status code: 409')
    expect(http.code).toBe(ErrorCode.HTTP_ERROR)
    expect(http.status).toBe(409)
    expect(await http.response.json()).toEqual({ reasons: [{ description: 'Name taken' }] })
  })

  test('error: a failing blob GET throws the same HttpError', async () => {
    const api = createJsonClient({
      baseUrl: 'https://api.example/',
      fetch: fakeFetch(() => new Response('gone', { status: 410 })),
    })
    await expect(api.getBlob({ path: 'x.png' })).rejects.toThrow('HTTP status code: 410')
  })

  test('args: per-call headers and the abort signal reach fetch', async () => {
    const fetch = fakeFetch(() => Response.json(null))
    const api = createJsonClient({
      baseUrl: 'https://api.example/',
      headers: { 'x-sdk': 'a' },
      fetch,
    })
    const controller = new AbortController()
    await api.get({ path: 'p', headers: { 'x-call': 'b' }, signal: controller.signal })
    const init = fetch.mock.calls[0]?.[1]
    expect(init?.headers).toMatchObject({ 'x-sdk': 'a', 'x-call': 'b', Accept: 'application/json' })
    expect(init?.signal).toBe(controller.signal)
  })

  test('error: regression, a service that accepts the call and never answers fails after timeoutMs (was an endless spinner)', async () => {
    vi.useFakeTimers()
    try {
      const fetch = vi.fn<typeof globalThis.fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted')))
          }),
      )
      const api = createJsonClient({ baseUrl: 'https://api.example/', fetch, timeoutMs: 15_000 })
      const call = api.get({ path: 'history' })
      const failed = expect(call).rejects.toBeInstanceOf(HttpTimeoutError)
      await vi.advanceTimersByTimeAsync(15_000)
      await failed
      await expect(call).rejects.toMatchObject({
        code: ErrorCode.HTTP_ERROR,
        shortMessage: 'The service did not answer in time.',
      })
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: with timeoutMs, the caller can still abort, and a quick answer clears the timer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((resolve, reject) => {
          if (init?.signal?.aborted) reject(init.signal.reason)
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
          if (!init?.signal) resolve(Response.json({}))
        }),
    )
    const api = createJsonClient({ baseUrl: 'https://api.example/', fetch, timeoutMs: 15_000 })
    const controller = new AbortController()
    const call = api.get({ path: 'history', signal: controller.signal })
    controller.abort(new Error('left the view'))
    await expect(call).rejects.toThrow('left the view')
    const quick = createJsonClient({
      baseUrl: 'https://api.example/',
      fetch: async () => Response.json({ ok: 1 }),
      timeoutMs: 15_000,
    })
    await expect(quick.get({ path: 'history' })).resolves.toEqual({ ok: 1 })
  })
})

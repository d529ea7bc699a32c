import { ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { createAuthClient } from './createAuthClient.ts'

const OPTIONS = {
  authUrl: 'https://auth.example/',
  projectId: 'demo',
  hostOrigin: 'https://dapp.example',
}

describe('createAuthClient', () => {
  test('error: regression, a login service that accepts the call and never answers fails after the timeout (was an endless spinner)', async () => {
    vi.useFakeTimers()
    try {
      const fetch = vi.fn<typeof globalThis.fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted')))
          }),
      )
      const client = createAuthClient({ ...OPTIONS, fetch, timeoutMs: 15_000 })
      const start = client.emailStart('newcomer@example.com')
      const failed = expect(start).rejects.toMatchObject({
        code: ErrorCode.HTTP_ERROR,
        shortMessage: 'The login service did not answer in time. Try again in a moment.',
      })
      await vi.advanceTimersByTimeAsync(15_000)
      await failed
    } finally {
      vi.useRealTimers()
    }
  })

  test('error: a login service that cannot be reached is said so', async () => {
    const client = createAuthClient({
      ...OPTIONS,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    await expect(client.emailStart('newcomer@example.com')).rejects.toMatchObject({
      code: ErrorCode.HTTP_ERROR,
      shortMessage: 'The login service could not be reached. Try again in a moment.',
    })
  })

  test('error: regression, a login service that fails (500, or a proxy page) says so, not "answered something unexpected" or "could not be reached"', async () => {
    for (const response of [
      () => Response.json({ error: 'internal' }, { status: 500 }),
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    ]) {
      const client = createAuthClient({ ...OPTIONS, fetch: async () => response() })
      const error = await client.emailStart('newcomer@example.com').catch((caught) => caught)
      expect(error.shortMessage).toMatch(
        /^The login service failed to answer \(HTTP 50[02]\)\. Try again in a moment\.$/,
      )
    }
  })

  test('error: an answer of another shape is "answered something unexpected"', async () => {
    const client = createAuthClient({ ...OPTIONS, fetch: async () => Response.json({ nope: 1 }) })
    await expect(client.emailStart('newcomer@example.com')).rejects.toMatchObject({
      shortMessage: 'The login service answered something unexpected. Try again in a moment.',
    })
  })
})

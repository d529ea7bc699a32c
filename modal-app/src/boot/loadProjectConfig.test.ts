import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { loadProjectConfig } from './loadProjectConfig.ts'

const modalOrigin = 'http://localhost:4301'
const project = {
  projectId: 'demo',
  name: 'Airlock demo',
  allowedOrigins: ['http://127.0.0.1:4300'],
}

function fetchReturning(body: string, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }))
}

async function failure(promise: Promise<unknown>): Promise<AirlockError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(AirlockError)
  return error as AirlockError
}

describe('loadProjectConfig', () => {
  test('default: fetches the file from the modal origin, uncached, and validates it', async () => {
    const fetch = fetchReturning(JSON.stringify(project))
    await expect(loadProjectConfig('demo', { modalOrigin, fetch })).resolves.toEqual(project)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toBe('http://localhost:4301/projects/demo.json')
    expect(init).toMatchObject({ cache: 'no-cache', credentials: 'omit' })
  })

  test('error: 404', async () => {
    const error = await failure(
      loadProjectConfig('nope', { modalOrigin, fetch: fetchReturning('Not found', 404) }),
    )
    expect(error.code).toBe(ErrorCode.PROJECT_NOT_FOUND)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Project nope does not exist on http://localhost:4301."`,
    )
  })

  test('error: another HTTP status', async () => {
    const error = await failure(
      loadProjectConfig('demo', { modalOrigin, fetch: fetchReturning('oops', 500) }),
    )
    expect(error.code).toBe(ErrorCode.HTTP_ERROR)
    expect(error.shortMessage).toContain('HTTP 500')
  })

  test('error: network failure', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await failure(loadProjectConfig('demo', { modalOrigin, fetch }))
    expect(error.code).toBe(ErrorCode.HTTP_ERROR)
    expect(error.shortMessage).toContain('network error')
  })

  test('error: not JSON (for example an HTML fallback page)', async () => {
    const error = await failure(
      loadProjectConfig('demo', { modalOrigin, fetch: fetchReturning('<!doctype html><html>') }),
    )
    expect(error.code).toBe(ErrorCode.INVALID_PROJECT_CONFIG)
    expect(error.shortMessage).toMatchInlineSnapshot(`"projects/demo.json is not valid JSON."`)
  })

  test('error: schema failure names the field', async () => {
    const fetch = fetchReturning(JSON.stringify({ ...project, allowedOrigins: ['*'] }))
    const error = await failure(loadProjectConfig('demo', { modalOrigin, fetch }))
    expect(error.code).toBe(ErrorCode.INVALID_PROJECT_CONFIG)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"projects/demo.json is not a valid project configuration: allowedOrigins.0: must be an origin such as "https://app.example.com" or "https://*.example.com" (no "*" alone, no path or trailing slash)."`,
    )
  })

  test('error: the file declares another project id', async () => {
    const fetch = fetchReturning(JSON.stringify({ ...project, projectId: 'other' }))
    const error = await failure(loadProjectConfig('demo', { modalOrigin, fetch }))
    expect(error.code).toBe(ErrorCode.INVALID_PROJECT_CONFIG)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"projects/demo.json declares projectId "other" instead of "demo"."`,
    )
  })

  test('error: oversized file', async () => {
    const fetch = fetchReturning(' '.repeat(300 * 1024))
    const error = await failure(loadProjectConfig('demo', { modalOrigin, fetch }))
    expect(error.code).toBe(ErrorCode.INVALID_PROJECT_CONFIG)
  })
})

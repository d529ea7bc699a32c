import { describe, expect, test, vi } from 'vitest'
import { takeProjectPrefetch } from './takeProjectPrefetch.ts'

const url = 'http://localhost:4310/projects/demo.json'

function fakeWindow(prefetch?: unknown) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('from the network'),
  )
  const win = { fetch, airlockProjectPrefetch: prefetch } as unknown as Window
  return { win, fetch }
}

describe('takeProjectPrefetch', () => {
  test('default: the first request for the prefetched URL gets the prefetched answer', async () => {
    const response = Promise.resolve(new Response('prefetched'))
    const { win, fetch } = fakeWindow({ url, response })
    const wrapped = takeProjectPrefetch(win)
    await expect((await wrapped(new URL(url))).text()).resolves.toBe('prefetched')
    expect(fetch).not.toHaveBeenCalled()
  })

  test('behavior: a second request for it, and any other URL, go to the network', async () => {
    const { win, fetch } = fakeWindow({
      url,
      response: Promise.resolve(new Response('prefetched')),
    })
    const wrapped = takeProjectPrefetch(win)
    await wrapped('http://localhost:4310/projects/other.json')
    await wrapped(url)
    await expect((await wrapped(url)).text()).resolves.toBe('from the network')
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([
      'http://localhost:4310/projects/other.json',
      url,
    ])
  })

  test('error: a failed prefetch fails the request that takes it, as the network would', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'))
    failed.catch(() => {})
    const { win } = fakeWindow({ url, response: failed })
    await expect(takeProjectPrefetch(win)(url)).rejects.toThrow('Failed to fetch')
  })

  test('edge: without a prefetch, or a malformed one, it is the plain fetch', async () => {
    for (const prefetch of [undefined, null, { url }, { url: 1, response: Promise.resolve() }]) {
      const { win, fetch } = fakeWindow(prefetch)
      await takeProjectPrefetch(win)(url)
      expect(fetch).toHaveBeenCalledTimes(1)
    }
  })
})

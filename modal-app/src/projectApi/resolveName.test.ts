import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { projectServicesAtom, setOptions } from '../state/options.ts'
import { RECIPIENT_NAME, resolveName } from './resolveName.ts'

const holder = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(apiUrl: string | null = 'http://127.0.0.1:4330/v1/') {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  store.set(projectServicesAtom, { apiUrl: apiUrl ?? undefined })
  return store
}

describe('resolveName', () => {
  test('default: the holder of the name, asked for in lower case', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request) =>
      Response.json({
        name: 'bob.airlock',
        record: { name: 'bob.airlock', addresses: { '60': { address: holder } } },
      }),
    )
    expect(await resolveName(setup(), 'Bob.airlock', fetch)).toBe(holder)
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'http://127.0.0.1:4330/v1/names/bob.airlock?projectId=demo',
    )
  })

  test('behavior: a name no one holds is undefined (a 200 answer with no record)', async () => {
    const fetch = vi.fn(async () => Response.json({ name: 'nobody.airlock', record: null }))
    expect(await resolveName(setup(), 'nobody.airlock', fetch)).toBeUndefined()
  })

  test('error: a failure, a malformed answer, or no API, is thrown', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }))
    await expect(resolveName(setup(), 'bob.airlock', fetch)).rejects.toThrow(
      'HTTP status code: 500',
    )
    const malformed = vi.fn(async () => Response.json({ name: 'bob.airlock' }))
    await expect(resolveName(setup(), 'bob.airlock', malformed)).rejects.toThrow()
    await expect(resolveName(setup(null), 'bob.airlock', fetch)).rejects.toThrow(/project’s API/)
  })

  test('default: the names a recipient field takes', () => {
    expect(RECIPIENT_NAME.test('alice.airlock')).toBe(true)
    expect(RECIPIENT_NAME.test('alice.eth')).toBe(false)
    expect(RECIPIENT_NAME.test(holder)).toBe(false)
  })
})

import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { projectServicesAtom, setOptions } from '../state/options.ts'
import { projectApi } from './projectApi.ts'

describe('projectApi', () => {
  test('behavior: calls resolve against apiUrl and carry the projectId', async () => {
    const store = createStore()
    setOptions(store, {}, { projectId: 'demo' })
    store.set(projectServicesAtom, { apiUrl: 'https://api.example/v1/' })
    const fetch = vi.fn(async (_url: string | URL | Request) => Response.json([]))
    await projectApi(store, fetch)?.get({ path: 'names/reverse/0xab', params: { a: 1 } })
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'https://api.example/v1/names/reverse/0xab?projectId=demo&a=1',
    )
  })

  test('default: undefined without an API', () => {
    const store = createStore()
    setOptions(store, {}, { projectId: 'demo' })
    expect(projectApi(store)).toBeUndefined()
  })
})

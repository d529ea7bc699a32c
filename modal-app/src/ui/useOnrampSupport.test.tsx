// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { Provider } from 'jotai/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { demoOnrampOptions } from '../projectApi/testing.ts'
import { initializeChains, setActiveNetwork } from '../state/chain.ts'
import { projectServicesAtom } from '../state/options.ts'
import type { Store } from '../state/Store.ts'
import { testNetwork } from '../state/testing.ts'
import { testStore } from '../views/renderView.tsx'
import { useOnrampSupport } from './useOnrampSupport.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const OPTIONS = demoOnrampOptions()

function supportIn(store: Store, enabled = true) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  )
  return renderHook(() => useOnrampSupport(enabled), { wrapper }).result
}

function withApi(): Store {
  const store = testStore()
  store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
  initializeChains(store, [testNetwork('eip155:31337'), testNetwork('solana:abc')])
  return store
}

describe('useOnrampSupport', () => {
  test('default: unknown until the options are read, then whether the network is served', async () => {
    const api = vi.fn(async (_url: string) => Response.json(OPTIONS))
    vi.stubGlobal('fetch', api)
    const store = withApi()
    const support = supportIn(store)
    expect(support.current).toBeUndefined()
    await waitFor(() => expect(support.current).toBe(true))
    // A switch to a network no provider delivers on needs no new read.
    act(() => setActiveNetwork(store, testNetwork('solana:abc')))
    expect(support.current).toBe(false)
    expect(api).toHaveBeenCalledTimes(1)
  })

  test('behavior: not enabled, nothing is read', () => {
    const api = vi.fn(async (_url: string) => Response.json(OPTIONS))
    vi.stubGlobal('fetch', api)
    expect(supportIn(withApi(), false).current).toBeUndefined()
    expect(api).not.toHaveBeenCalled()
  })

  test('error: options the project API fails to give are "failed", not unknown', async () => {
    const down = vi.fn(async (_url: string) => new Response('', { status: 503 }))
    vi.stubGlobal('fetch', down)
    const support = supportIn(withApi())
    expect(support.current).toBeUndefined()
    await waitFor(() => expect(support.current).toBe('failed'))
  })

  test('error: an answer in an unknown shape is "failed" too', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ providers: 'none' }))
    const support = supportIn(withApi())
    await waitFor(() => expect(support.current).toBe('failed'))
  })

  test('behavior: an API that answers it has no on-ramp (404) is no Buy, not a failure', async () => {
    const none = vi.fn(async (_url: string) => new Response('{}', { status: 404 }))
    vi.stubGlobal('fetch', none)
    const support = supportIn(withApi())
    await waitFor(() => expect(none).toHaveBeenCalled())
    // One turn of the event loop: the refusal is read and handled by then.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(support.current).toBeUndefined()
  })

  test('behavior: options of another API do not count', async () => {
    const api = vi.fn(async (_url: string) => Response.json(OPTIONS))
    vi.stubGlobal('fetch', api)
    const store = withApi()
    const support = supportIn(store)
    await waitFor(() => expect(support.current).toBe(true))
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    act(() => store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4999/v1/' }))
    expect(support.current).toBeUndefined()
  })
})

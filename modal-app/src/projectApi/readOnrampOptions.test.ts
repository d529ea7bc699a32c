import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { projectServicesAtom, setOptions } from '../state/options.ts'
import { onrampOptionsAtom } from './onrampOptionsAtom.ts'
import { readOnrampOptions } from './readOnrampOptions.ts'
import { demoOnrampOptions } from './testing.ts'

const OPTIONS = demoOnrampOptions()

function setup(apiUrl: string | undefined, answer: () => Response) {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  store.set(projectServicesAtom, { apiUrl })
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer())
  return { store, fetch }
}

describe('readOnrampOptions', () => {
  test('default: asks the project API and remembers the options with the API they came from', async () => {
    const { store, fetch } = setup('http://127.0.0.1:4330/v1/', () => Response.json(OPTIONS))
    expect(await readOnrampOptions(store, fetch)).toEqual(OPTIONS)
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'http://127.0.0.1:4330/v1/onramp/options?projectId=demo',
    )
    expect(store.get(onrampOptionsAtom)).toEqual({
      apiUrl: 'http://127.0.0.1:4330/v1/',
      options: OPTIONS,
    })
  })

  test('behavior: without the project API nothing is asked', async () => {
    const { store, fetch } = setup(undefined, () => Response.json(OPTIONS))
    expect(await readOnrampOptions(store, fetch)).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
    expect(store.get(onrampOptionsAtom)).toBeUndefined()
  })

  test('error: an answer of another shape throws and is not remembered', async () => {
    const { store, fetch } = setup('http://127.0.0.1:4330/v1/', () =>
      Response.json({ providers: 'all' }),
    )
    await expect(readOnrampOptions(store, fetch)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: the on-ramp service answered in an unknown format]`,
    )
    expect(store.get(onrampOptionsAtom)).toBeUndefined()
  })

  test('error: a failed request throws and is not remembered', async () => {
    const { store, fetch } = setup(
      'http://127.0.0.1:4330/v1/',
      () => new Response('', { status: 502 }),
    )
    await expect(readOnrampOptions(store, fetch)).rejects.toThrow('HTTP status code: 502')
    expect(store.get(onrampOptionsAtom)).toBeUndefined()
  })
})

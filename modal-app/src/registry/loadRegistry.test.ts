import { AirlockError } from '@airlock/shared-protocol'
import { expect, test, vi } from 'vitest'
import { DEMO_MOBILE_WALLET } from './DEMO_MOBILE_WALLET.ts'
import { loadRegistry } from './loadRegistry.ts'

let origin = 0
/** A fresh origin per test: the cache is per URL. */
function next() {
  origin += 1
  return `http://modal-${origin}.test`
}
const json = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }))

test('default: GET /wallets/registry.json on the modal origin, without credentials', async () => {
  const fetch = json([DEMO_MOBILE_WALLET])
  const at = next()
  expect(await loadRegistry({ origin: at, fetch })).toEqual([DEMO_MOBILE_WALLET])
  expect(fetch).toHaveBeenCalledWith(`${at}/wallets/registry.json`, { credentials: 'omit' })
})

test('behavior: cached per origin', async () => {
  const fetch = json([DEMO_MOBILE_WALLET])
  const at = next()
  await loadRegistry({ origin: at, fetch })
  await loadRegistry({ origin: at, fetch })
  expect(fetch).toHaveBeenCalledOnce()
})

test('behavior: invalid and duplicate entries are left out with one warning', async () => {
  const warn = vi.fn()
  const remote = { ...DEMO_MOBILE_WALLET, id: 'remote', image: 'https://registry.example/logo.png' }
  const fetch = json([DEMO_MOBILE_WALLET, { id: 'x' }, remote, DEMO_MOBILE_WALLET, 'nonsense'])
  expect(await loadRegistry({ origin: next(), fetch, warn })).toEqual([DEMO_MOBILE_WALLET])
  expect(warn).toHaveBeenCalledOnce()
  expect(warn.mock.calls[0]?.[0]).toContain('4 invalid or duplicate wallet(s) left out')
})

test('error: not an array, not JSON, an HTTP error or no network; a retry fetches again', async () => {
  for (const fetch of [
    json({ wallets: [] }),
    vi.fn(async () => new Response('<html>', { status: 200 })),
    json([], 404),
    vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }),
  ]) {
    const at = next()
    const error = await loadRegistry({ origin: at, fetch }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AirlockError)
    expect(error).toMatchObject({ code: 'HTTP_ERROR' })
    await loadRegistry({ origin: at, fetch }).catch(() => undefined)
    expect(fetch).toHaveBeenCalledTimes(2)
  }
})

test('error: the 404 message follows the catalogue ("HTTP status code: {n}")', async () => {
  await expect(loadRegistry({ origin: next(), fetch: json([], 404) })).rejects.toThrow(
    'HTTP status code: 404',
  )
})

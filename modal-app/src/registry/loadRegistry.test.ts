import { AirlockError } from '@airlock/shared-protocol'
import { expect, test, vi } from 'vitest'
import { DEMO_MOBILE_WALLET } from './DEMO_MOBILE_WALLET.ts'
import {
  loadedRegistryWithLinks,
  loadRegistry,
  loadRegistryWithLinks,
  loadWalletLinks,
} from './loadRegistry.ts'
import { registryFiles } from './registryFiles.ts'
import { servedRegistry } from './testing.ts'

let origin = 0
/** A fresh origin per test: the cache is per URL. */
function next() {
  origin += 1
  return `http://modal-${origin}.test`
}
const json = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }))

const { mobile, desktop, app, homepage, ...INDEXED } = DEMO_MOBILE_WALLET
const LINKS = { id: DEMO_MOBILE_WALLET.id, mobile, desktop, app, homepage }

test('default: GET /wallets/registry.json on the modal origin, without credentials: the index, no links', async () => {
  const fetch = servedRegistry([DEMO_MOBILE_WALLET])
  const at = next()
  expect(await loadRegistry({ origin: at, fetch })).toEqual([INDEXED])
  expect(fetch).toHaveBeenCalledOnce()
  expect(fetch).toHaveBeenCalledWith(`${at}/wallets/registry.json`, { credentials: 'omit' })
})

test('default: GET /wallets/links.json: each wallet’s links by id', async () => {
  const fetch = servedRegistry([DEMO_MOBILE_WALLET])
  const at = next()
  expect(await loadWalletLinks({ origin: at, fetch })).toEqual(new Map([[LINKS.id, LINKS]]))
  expect(fetch).toHaveBeenCalledWith(`${at}/wallets/links.json`, { credentials: 'omit' })
})

test('default: the index joined with the links is the registry the build split', async () => {
  const other = { ...DEMO_MOBILE_WALLET, id: 'other', name: 'Other', homepage: null }
  const at = next()
  const fetch = servedRegistry([DEMO_MOBILE_WALLET, other])
  expect(loadedRegistryWithLinks(at)).toBeUndefined()
  const wallets = await loadRegistryWithLinks({ origin: at, fetch })
  expect(wallets).toEqual([DEMO_MOBILE_WALLET, other])
  // The same objects for every later view, at once.
  expect(loadedRegistryWithLinks(at)).toBe(wallets)
  expect(await loadRegistryWithLinks({ origin: at, fetch })).toBe(wallets)
  expect(fetch).toHaveBeenCalledTimes(2)
})

test('behavior: a wallet the links file does not list has no links', async () => {
  const at = next()
  const fetch = vi.fn(async (url: string | URL | Request) =>
    String(url).endsWith('registry.json')
      ? new Response(JSON.stringify([INDEXED]))
      : new Response('[]'),
  )
  expect(await loadRegistryWithLinks({ origin: at, fetch })).toEqual([
    {
      ...INDEXED,
      mobile: { native: null, universal: null },
      desktop: { native: null, universal: null },
      app: { ios: null, android: null, browser: null },
      homepage: null,
    },
  ])
})

test('behavior: cached per origin', async () => {
  const fetch = servedRegistry([DEMO_MOBILE_WALLET])
  const at = next()
  await loadRegistry({ origin: at, fetch })
  await loadRegistry({ origin: at, fetch })
  await loadWalletLinks({ origin: at, fetch })
  await loadWalletLinks({ origin: at, fetch })
  expect(fetch).toHaveBeenCalledTimes(2)
})

test('behavior: invalid and duplicate index entries are left out with one warning', async () => {
  const warn = vi.fn()
  const remote = { ...DEMO_MOBILE_WALLET, id: 'remote', image: 'https://registry.example/logo.png' }
  const fetch = json([DEMO_MOBILE_WALLET, { id: 'x' }, remote, DEMO_MOBILE_WALLET, 'nonsense'])
  const at = next()
  expect(await loadRegistry({ origin: at, fetch, warn })).toEqual([INDEXED])
  expect(warn).toHaveBeenCalledOnce()
  expect(warn.mock.calls[0]?.[0]).toBe(
    `[airlock] ${at}/wallets/registry.json: 4 invalid or duplicate wallet(s) left out.`,
  )
})

test('behavior: invalid and duplicate links entries are left out with one warning, as the index’s', async () => {
  const warn = vi.fn()
  const script = { ...LINKS, id: 'bad', homepage: 'x'.repeat(2049) }
  const noId = { ...LINKS, id: '' }
  const fetch = json([LINKS, { id: 'y', mobile: {} }, script, noId, LINKS, 42])
  const at = next()
  expect(await loadWalletLinks({ origin: at, fetch, warn })).toEqual(new Map([[LINKS.id, LINKS]]))
  expect(warn).toHaveBeenCalledOnce()
  expect(warn.mock.calls[0]?.[0]).toBe(
    `[airlock] ${at}/wallets/links.json: 5 invalid or duplicate wallet(s) left out.`,
  )
})

test('error: not an array, not JSON, an HTTP error or no network, for either file; a retry fetches again', async () => {
  for (const load of [loadRegistry, loadWalletLinks]) {
    for (const fetch of [
      json({ wallets: [] }),
      vi.fn(async () => new Response('<html>', { status: 200 })),
      json([], 404),
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    ]) {
      const at = next()
      const error = await load({ origin: at, fetch }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AirlockError)
      expect(error).toMatchObject({ code: 'HTTP_ERROR' })
      await load({ origin: at, fetch }).catch(() => undefined)
      expect(fetch).toHaveBeenCalledTimes(2)
    }
  }
})

test('error: the messages say which file failed and how', async () => {
  const offline = vi.fn(async () => {
    throw new TypeError('Failed to fetch')
  })
  await expect(loadRegistry({ origin: next(), fetch: json([], 404) })).rejects.toThrow(
    'HTTP status code: 404',
  )
  const index = await loadRegistry({ origin: next(), fetch: offline }).catch((e: unknown) => e)
  expect((index as AirlockError).shortMessage).toMatchInlineSnapshot(
    `"The wallet list could not be loaded."`,
  )
  const links = await loadWalletLinks({ origin: next(), fetch: offline }).catch((e: unknown) => e)
  expect((links as AirlockError).shortMessage).toMatchInlineSnapshot(
    `"The wallets’ links could not be loaded."`,
  )
  const invalid = await loadWalletLinks({ origin: next(), fetch: json({}) }).catch(
    (e: unknown) => e,
  )
  expect((invalid as AirlockError).shortMessage).toMatchInlineSnapshot(
    `"The wallets’ links are not valid."`,
  )
})

test('error: a failed links file fails the joined registry, and a retry loads it', async () => {
  const at = next()
  const files = registryFiles([DEMO_MOBILE_WALLET])
  let linksUp = false
  const fetch = vi.fn(async (url: string | URL | Request) => {
    if (String(url).endsWith('registry.json')) return new Response(files['registry.json'])
    return linksUp ? new Response(files['links.json']) : new Response('', { status: 503 })
  })
  await expect(loadRegistryWithLinks({ origin: at, fetch })).rejects.toThrow(
    'HTTP status code: 503',
  )
  expect(loadedRegistryWithLinks(at)).toBeUndefined()
  linksUp = true
  expect(await loadRegistryWithLinks({ origin: at, fetch })).toEqual([DEMO_MOBILE_WALLET])
  // The index was kept; only the links were fetched again.
  expect(fetch.mock.calls.map(([url]) => String(url).split('/').pop())).toEqual([
    'registry.json',
    'links.json',
    'links.json',
  ])
})

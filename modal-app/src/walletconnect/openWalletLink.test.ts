import { AirlockError } from '@airlock/shared-protocol'
import { expect, test, vi } from 'vitest'
import { connectionAtom, resetConnection, setPairing } from '../state/connection.ts'
import { STORAGE_KEYS, storageAtom } from '../state/storage.ts'
import { formatDeepLink, openWalletLink, readDeepLinkChoice } from './openWalletLink.ts'
import { setupStore } from './testing.ts'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=1'
const rainbow = {
  name: 'Rainbow',
  mobile: { native: 'rainbow:', universal: 'https://rnbwapp.com' },
}

function ready() {
  const { store } = setupStore()
  setPairing(store, URI)
  const openUrl = vi.fn(async () => ({ opened: true }))
  return { store, openUrl }
}

test('default: the universal link opens in a new tab, before any await', () => {
  const { store, openUrl } = ready()
  void openWalletLink(store, rainbow, openUrl)
  // Called synchronously: still inside the visitor's click.
  expect(openUrl).toHaveBeenCalledWith({
    url: `https://rnbwapp.com/wc?uri=${encodeURIComponent(URI)}`,
    target: '_blank',
    customSchemes: [],
  })
})

test('behavior: without a universal link the native scheme is used, in place', async () => {
  const { store, openUrl } = ready()
  await openWalletLink(
    store,
    { name: 'Trust', mobile: { native: 'trust:', universal: null } },
    openUrl,
  )
  expect(openUrl).toHaveBeenCalledWith({
    url: `trust://wc?uri=${encodeURIComponent(URI)}`,
    target: '_self',
    customSchemes: ['trust:'],
  })
})

test('behavior: the choice is stored as wcLinking and under the deep-link key', async () => {
  const { store, openUrl } = ready()
  await openWalletLink(store, rainbow, openUrl)
  const choice = { name: 'Rainbow', href: 'https://rnbwapp.com' }
  expect(store.get(connectionAtom).wcLinking).toEqual(choice)
  expect(store.get(storageAtom).get(STORAGE_KEYS.deepLinkChoice)).toEqual(choice)
  expect(readDeepLinkChoice(store)).toEqual(choice)
  resetConnection(store)
  expect(readDeepLinkChoice(store)).toEqual(choice)
})

test('behavior: readDeepLinkChoice ignores malformed stored values', () => {
  const { store } = setupStore()
  expect(readDeepLinkChoice(store)).toBeUndefined()
  store.get(storageAtom).set(STORAGE_KEYS.deepLinkChoice, { name: 1, href: 'x' })
  expect(readDeepLinkChoice(store)).toBeUndefined()
})

test('error: no pairing URI yet, no link, or a refused scheme; nothing is opened', () => {
  const { store: empty } = setupStore()
  const openUrl = vi.fn(async () => ({ opened: true }))
  expect(() => openWalletLink(empty, rainbow, openUrl)).toThrow(
    'The pairing code is not ready yet.',
  )
  const { store } = ready()
  expect(() =>
    openWalletLink(store, { name: 'None', mobile: { native: '', universal: null } }, openUrl),
  ).toThrow('None has no app link.')
  const error = (() => {
    try {
      openWalletLink(
        store,
        { name: 'Evil', mobile: { native: 'javascript:', universal: null } },
        openUrl,
      )
    } catch (caught) {
      return caught
    }
  })()
  expect(error).toBeInstanceOf(AirlockError)
  expect(error).toMatchObject({
    code: 'URL_NOT_ALLOWED',
    shortMessage:
      'The link of Evil cannot be opened. URLs with the scheme javascript: are never opened.',
  })
  expect(openUrl).not.toHaveBeenCalled()
  expect(store.get(connectionAtom).wcLinking).toBeUndefined()
})

test('error: a wallet entry that declares a never-opened scheme (intent:) is still refused', () => {
  const { store, openUrl } = ready()
  expect(() =>
    openWalletLink(
      store,
      { name: 'Droid', mobile: { native: 'intent:', universal: null } },
      openUrl,
    ),
  ).toThrow('The link of Droid cannot be opened. URLs with the scheme intent: are never opened.')
  expect(openUrl).not.toHaveBeenCalled()
})

test('behavior: the demo wallet of the local stack (http on localhost) opens', async () => {
  const { store, openUrl } = ready()
  await openWalletLink(
    store,
    { name: 'Demo', mobile: { native: null, universal: 'http://localhost:4340/?' } },
    openUrl,
  )
  expect(openUrl).toHaveBeenCalledWith(
    expect.objectContaining({ url: `http://localhost:4340/?uri=${encodeURIComponent(URI)}` }),
  )
})

const ENCODED = 'wc%3Aabc%402%3Frelay-protocol%3Dirn%26symKey%3D1'

test('default: a native scheme becomes scheme://wc?uri=<encoded>', () => {
  expect(formatDeepLink('rainbow:', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
  expect(formatDeepLink('metamask:', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
})

test('behavior: native links with a host or path keep it; a bare name gets ://', () => {
  expect(formatDeepLink('argent://app', URI)).toBe(`argent://app/wc?uri=${ENCODED}`)
  expect(formatDeepLink('zerion://', URI)).toBe(`zerion://wc?uri=${ENCODED}`)
  expect(formatDeepLink('omni', URI)).toBe(`omni://wc?uri=${ENCODED}`)
})

test('behavior: a universal link gets /wc?uri=<encoded>, with or without a trailing slash', () => {
  expect(formatDeepLink('https://rnbwapp.com', URI)).toBe(`https://rnbwapp.com/wc?uri=${ENCODED}`)
  expect(formatDeepLink('https://gnosis-safe.io/', URI)).toBe(
    `https://gnosis-safe.io/wc?uri=${ENCODED}`,
  )
  expect(formatDeepLink('https://link.bitpay.com/wallet', URI)).toBe(
    `https://link.bitpay.com/wallet/wc?uri=${ENCODED}`,
  )
})

test('behavior: a link with a query gets uri= as a parameter (the demo mobile wallet)', () => {
  expect(formatDeepLink('http://localhost:4340/?', URI)).toBe(
    `http://localhost:4340/?uri=${ENCODED}`,
  )
  expect(formatDeepLink('http://localhost:4340/?relay=ws://x', URI)).toBe(
    `http://localhost:4340/?relay=ws://x&uri=${ENCODED}`,
  )
})

test('behavior: the registry forms of MetaMask keep the convention', () => {
  expect(formatDeepLink('metamask://', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
  expect(formatDeepLink('https://metamask.app.link/', URI)).toBe(
    `https://metamask.app.link/wc?uri=${ENCODED}`,
  )
})

test('regression: registry links that end in uri= get the URI, not a second uri= or /wc path', () => {
  // Was `…/wc?uri=&uri=wc%3A…` and `smartbody://?uri=/wc?uri=wc%3A…`.
  expect(formatDeepLink('https://applink.kubwallet.com/wc?uri=', URI)).toBe(
    `https://applink.kubwallet.com/wc?uri=${ENCODED}`,
  )
  expect(formatDeepLink('kubwallet://wc?uri=', URI)).toBe(`kubwallet://wc?uri=${ENCODED}`)
  expect(formatDeepLink('smartbody://?uri=', URI)).toBe(`smartbody://?uri=${ENCODED}`)
  expect(formatDeepLink('neon://uri=', URI)).toBe(`neon://uri=${ENCODED}`)
  expect(new URL(formatDeepLink('smartbody://?uri=', URI)).searchParams.get('uri')).toBe(URI)
})

test('regression: a native link with a query gets uri= as a parameter, not a second path', () => {
  // Was `orion://wc?/wc?uri=wc%3A…`.
  expect(formatDeepLink('orion://wc?', URI)).toBe(`orion://wc?uri=${ENCODED}`)
  expect(formatDeepLink('app://open?ref=modal', URI)).toBe(`app://open?ref=modal&uri=${ENCODED}`)
  expect(new URL(formatDeepLink('orion://wc?', URI)).searchParams.get('uri')).toBe(URI)
})

test('behavior: a query that ends in a target path takes wc?uri= there (Bybit)', () => {
  expect(formatDeepLink('bybitapp://open/route?targetUrl=by://web3/walletconnect/', URI)).toBe(
    `bybitapp://open/route?targetUrl=by://web3/walletconnect/wc?uri=${ENCODED}`,
  )
})

test('behavior: the URI survives a round trip through URLSearchParams', () => {
  const link = formatDeepLink('https://rnbwapp.com', URI)
  expect(new URL(link).searchParams.get('uri')).toBe(URI)
})

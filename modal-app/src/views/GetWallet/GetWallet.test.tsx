// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { HostLink } from '../../app/HostLink.ts'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import type { RegistryWallet } from '../../registry/registryWalletSchema.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { platformAtom } from '../../state/platform.ts'
import { viewAtom } from '../../state/router/viewStack.ts'
import { renderView, testStore } from '../renderView.tsx'
import { GetWallet } from './GetWallet.tsx'

const none = { chrome: null, firefox: null, edge: null, safari: null, opera: null }
function wallet(id: string, name: string, extra: Partial<RegistryWallet>): RegistryWallet {
  return {
    id,
    name,
    rdns: id,
    chains: [],
    mobile: { native: null, universal: null },
    desktop: { native: null, universal: null },
    app: { ios: null, android: null, browser: null },
    extensions: none,
    homepage: null,
    image: `/wallets/img/${id}.webp`,
    colors: { primary: null, secondary: null },
    ...extra,
  }
}
// The registry is fetched once per page (cached by loadRegistry): every test here shares one.
const REGISTRY = [
  wallet('io.metamask', 'MetaMask', {
    app: { ios: 'https://apps.apple.com/mm', android: 'https://play.google.com/mm', browser: null },
    extensions: {
      ...none,
      chrome: 'https://chrome.google.com/webstore/detail/mm',
      firefox: 'https://addons.mozilla.org/mm',
      opera: 'https://addons.opera.com/mm',
    },
  }),
  wallet('app.phantom', 'Phantom', {
    app: { ios: 'https://apps.apple.com/ph', android: null, browser: null },
    extensions: { ...none, firefox: 'https://addons.mozilla.org/ph' },
  }),
  wallet('com.example.mobile', 'Mobile Only', {
    app: { ios: null, android: 'https://play.google.com/mo', browser: null },
  }),
]

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(REGISTRY), { status: 200 })),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => [
      row.querySelector('.al-list-row-title')?.textContent,
      ...within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ])

describe('GetWallet', () => {
  // First: the registry is cached once it has loaded.
  test('error: the list could not be loaded; Try again loads it', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockImplementation(async () => new Response(JSON.stringify(REGISTRY), { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    renderView(<GetWallet />)
    expect(await screen.findByText('The wallet list could not be loaded.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'What is a wallet?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'MetaMask on Chrome' })).toBeTruthy()
    // The index, which failed, twice; the links, which had loaded, once.
    expect(fetch.mock.calls.map(([url]) => String(url).split('/').pop()).sort()).toEqual([
      'links.json',
      'registry.json',
      'registry.json',
    ])
  })

  test('default: what a wallet is, then extensions for a desktop browser, each with its logo', async () => {
    renderView(<GetWallet />)
    expect(screen.getByRole('heading', { name: 'What is a wallet?' })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Wallets for your browser' })
    expect(rows(list)).toEqual([
      ['MetaMask', 'Chrome'],
      ['Phantom', 'Firefox'],
    ])
    const metamask = within(list).getByRole('link', { name: 'MetaMask on Chrome' })
    expect(metamask.getAttribute('href')).toBe('https://chrome.google.com/webstore/detail/mm')
    expect(metamask.getAttribute('target')).toBe('_blank')
    expect(metamask.getAttribute('rel')).toBe('noopener noreferrer')
    expect(list.querySelector('img')?.getAttribute('src')).toBe('/wallets/img/io.metamask.webp')
  })

  test('behavior: where the project offers email login, no wallet is needed: Continue with email opens it', async () => {
    const store = testStore({ features: { email: true } })
    store.set(projectServicesAtom, {
      apiUrl: undefined,
      embeddedWallet: { frameUrl: 'https://wallet.test/', authUrl: 'https://auth.test/' },
    })
    renderView(<GetWallet />, store)
    expect(screen.getByText('No wallet needed to start')).toBeTruthy()
    // The intro does not tell them to install one first, right above the way in without one.
    expect(document.body.textContent).not.toContain('Install one')
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }))
    expect(store.get(viewAtom)).toBe('EmailLogin')
    cleanup()
    // Without the embedded wallet's service there is no email login to offer.
    renderView(<GetWallet />, testStore({ features: { email: true } }))
    expect(screen.queryByRole('button', { name: 'Continue with email' })).toBeNull()
    expect(document.body.textContent).toContain('Install one, then come back and connect.')
  })

  test("behavior: on a desktop, one extension per wallet, the visitor's browser's; the others behind +N", async () => {
    const store = testStore()
    store.set(platformAtom, {
      isMobile: false,
      isIosSafari: false,
      isTelegram: false,
      os: 'other',
      browser: 'firefox',
    })
    renderView(<GetWallet />, store)
    const list = await screen.findByRole('list', { name: 'Wallets for your browser' })
    expect(rows(list)).toEqual([
      ['MetaMask', 'Firefox'],
      ['Phantom', 'Firefox'],
    ])
    const more = within(list).getByRole('button', { name: '2 more stores for MetaMask' })
    expect(more.textContent).toBe('+2')
    expect(more.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(more)
    expect(rows(list)[0]).toEqual(['MetaMask', 'Firefox', 'Chrome', 'Opera'])
    expect(more.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(more)
    expect(rows(list)[0]).toEqual(['MetaMask', 'Firefox'])
    // Phantom has one store only: nothing to expand.
    expect(within(list).queryByRole('button', { name: /for Phantom$/ })).toBeNull()
  })

  test("behavior: on an Android phone, the wallets' Google Play pages", async () => {
    const store = testStore()
    store.set(platformAtom, {
      isMobile: true,
      isIosSafari: false,
      isTelegram: false,
      os: 'android',
    })
    renderView(<GetWallet />, store)
    const list = await screen.findByRole('list', { name: 'Wallet apps for your phone' })
    expect(rows(list)).toEqual([
      ['MetaMask', 'Google Play'],
      ['Mobile Only', 'Google Play'],
    ])
  })

  test('behavior: a store link opens through the host, inside the click', async () => {
    const store = testStore()
    const openUrl = vi.fn(async () => true)
    store.set(hostLinkAtom, { openUrl } as unknown as HostLink)
    renderView(<GetWallet />, store)
    fireEvent.click(await screen.findByRole('link', { name: 'Phantom on Firefox' }))
    expect(openUrl).toHaveBeenCalledWith('https://addons.mozilla.org/ph')
  })

  test('behavior: See all wallets opens All Wallets; excluded wallets are not recommended', async () => {
    const store = testStore({ excludeWalletIds: ['io.metamask'] })
    renderView(<GetWallet />, store)
    const list = await screen.findByRole('list', { name: 'Wallets for your browser' })
    expect(rows(list)).toEqual([['Phantom', 'Firefox']])
    fireEvent.click(screen.getByRole('button', { name: 'See all wallets' }))
    expect(store.get(viewAtom)).toBe('AllWallets')
  })
})

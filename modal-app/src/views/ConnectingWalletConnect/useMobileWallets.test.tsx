// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { Provider } from 'jotai/react'
import type { ReactNode } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { DEMO_MOBILE_WALLET } from '../../registry/DEMO_MOBILE_WALLET.ts'
import type { RegistryWallet } from '../../registry/registryWalletSchema.ts'
import { initializeChains } from '../../state/chain.ts'
import { addRecentWallet } from '../../state/connection.ts'
import { platformAtom } from '../../state/platform.ts'
import type { Store } from '../../state/Store.ts'
import { createSafeStorage, STORAGE_KEYS, storageAtom } from '../../state/storage.ts'
import { testNetwork } from '../../state/testing.ts'
import { testStore } from '../renderView.tsx'
import { useMobileWallets } from './useMobileWallets.ts'

const wallet = (id: string, name: string, universal: string | null): RegistryWallet => ({
  ...DEMO_MOBILE_WALLET,
  id,
  name,
  chains: ['eip155:1'],
  mobile: { native: null, universal },
})
const REGISTRY = [
  wallet('rainbow', 'Rainbow', 'https://rnbwapp.com/'),
  wallet('trust', 'Trust Wallet', 'https://link.trustwallet.com/'),
  wallet('nolink', 'No Link', null),
  wallet('argent', 'Argent', 'https://argent.link/app'),
  wallet('metamask', 'MetaMask', 'https://metamask.app.link/'),
  wallet('zerion', 'Zerion', 'https://app.zerion.io/'),
]
const DEMO = { id: 'airlock-demo-mobile', name: 'Demo Mobile', mobileLink: 'http://localhost:5/?' }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function phoneStore(options: object = {}): Store {
  const store = testStore(options)
  store.set(storageAtom, createSafeStorage(undefined))
  initializeChains(store, [testNetwork('eip155:1')])
  store.set(platformAtom, { isMobile: true, isIosSafari: false, isTelegram: false, os: 'android' })
  return store
}

function offered(store: Store, walletId?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  )
  return renderHook(() => useMobileWallets(walletId), { wrapper }).result
}

const names = (wallets: readonly RegistryWallet[]) => wallets.map((each) => each.name)

// First, while nothing is cached: the registry loader keeps a success for the page's lifetime.
test('behavior: without the registry the custom wallets are still offered', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('nope', { status: 503 })),
  )
  const result = offered(phoneStore({ customWallets: [DEMO] }), DEMO.id)
  await waitFor(() => expect(names(result.current)).toEqual(['Demo Mobile']))
  expect(result.current[0]?.mobile.universal).toBe(DEMO.mobileLink)
})

test('default: four wallet apps with a link, custom first; only the picked one when picked', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(REGISTRY), { status: 200 })),
  )
  const store = phoneStore({ customWallets: [DEMO] })
  const result = offered(store)
  await waitFor(() =>
    expect(names(result.current)).toEqual(['Demo Mobile', 'Rainbow', 'Trust Wallet', 'Argent']),
  )
  const picked = offered(store, 'metamask')
  await waitFor(() => expect(names(picked.current)).toEqual(['MetaMask']))
})

test('behavior: the stored deep-link choice comes first, before recent and featured wallets', async () => {
  const store = phoneStore({ customWallets: [DEMO], featuredWalletIds: ['trust'] })
  addRecentWallet(store, { id: 'argent', name: 'Argent' })
  store
    .get(storageAtom)
    .set(STORAGE_KEYS.deepLinkChoice, { name: 'Zerion', href: 'https://app.zerion.io/' })
  const result = offered(store)
  await waitFor(() =>
    expect(names(result.current)).toEqual(['Zerion', 'Argent', 'Trust Wallet', 'Demo Mobile']),
  )
})

test('behavior: a stored choice whose link changed is found by its name; an unknown one is ignored', async () => {
  const store = phoneStore({ customWallets: [DEMO] })
  const storage = store.get(storageAtom)
  storage.set(STORAGE_KEYS.deepLinkChoice, { name: 'MetaMask', href: 'https://old.link/' })
  const byName = offered(store)
  await waitFor(() => expect(names(byName.current)[0]).toBe('MetaMask'))
  cleanup()
  storage.set(STORAGE_KEYS.deepLinkChoice, { name: 'Gone', href: 'gone://' })
  const unknown = offered(store)
  await waitFor(() => expect(names(unknown.current)[0]).toBe('Demo Mobile'))
})

test('behavior: nothing on a desktop', async () => {
  const store = testStore({ customWallets: [DEMO] })
  const result = offered(store)
  // The hook returns at once on a desktop: there is nothing to wait for.
  expect(result.current).toEqual([])
})

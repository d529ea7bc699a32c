// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react'
import { Provider } from 'jotai/react'
import type { ReactNode } from 'react'
import { afterEach, expect, test } from 'vitest'
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
})

function phoneStore(options: object = {}): Store {
  const store = testStore(options)
  store.set(storageAtom, createSafeStorage(undefined))
  initializeChains(store, [testNetwork('eip155:1')])
  store.set(platformAtom, { isMobile: true, isIosSafari: false, isTelegram: false, os: 'android' })
  return store
}

/** The hook's wallets, from REGISTRY unless `registry` is given (undefined: still loading). */
function offered(
  store: Store,
  walletId?: string,
  ...registry: [] | [readonly RegistryWallet[] | undefined]
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  )
  const wallets = registry.length === 0 ? REGISTRY : registry[0]
  return renderHook(() => useMobileWallets(walletId, wallets), { wrapper }).result
}

const names = (wallets: readonly RegistryWallet[]) => wallets.map((each) => each.name)

test('behavior: without the registry’s links (failed: []) the custom wallets are still offered; nothing while they load', () => {
  const store = phoneStore({ customWallets: [DEMO] })
  const result = offered(store, DEMO.id, [])
  expect(names(result.current)).toEqual(['Demo Mobile'])
  expect(result.current[0]?.mobile.universal).toBe(DEMO.mobileLink)
  expect(offered(store, undefined, undefined).current).toEqual([])
})

test('default: four wallet apps with a link, custom first; only the picked one when picked', () => {
  const store = phoneStore({ customWallets: [DEMO] })
  const result = offered(store)
  expect(names(result.current)).toEqual(['Demo Mobile', 'Rainbow', 'Trust Wallet', 'Argent'])
  const picked = offered(store, 'metamask')
  expect(names(picked.current)).toEqual(['MetaMask'])
})

test('behavior: the stored deep-link choice comes first, before recent and featured wallets', () => {
  const store = phoneStore({ customWallets: [DEMO], featuredWalletIds: ['trust'] })
  addRecentWallet(store, { id: 'argent', name: 'Argent' })
  store
    .get(storageAtom)
    .set(STORAGE_KEYS.deepLinkChoice, { name: 'Zerion', href: 'https://app.zerion.io/' })
  const result = offered(store)
  expect(names(result.current)).toEqual(['Zerion', 'Argent', 'Trust Wallet', 'Demo Mobile'])
})

test('behavior: a stored choice whose link changed is found by its name; an unknown one is ignored', () => {
  const store = phoneStore({ customWallets: [DEMO] })
  const storage = store.get(storageAtom)
  storage.set(STORAGE_KEYS.deepLinkChoice, { name: 'MetaMask', href: 'https://old.link/' })
  const byName = offered(store)
  expect(names(byName.current)[0]).toBe('MetaMask')
  cleanup()
  storage.set(STORAGE_KEYS.deepLinkChoice, { name: 'Gone', href: 'gone://' })
  const unknown = offered(store)
  expect(names(unknown.current)[0]).toBe('Demo Mobile')
})

test('behavior: nothing on a desktop', () => {
  const store = testStore({ customWallets: [DEMO] })
  const result = offered(store)
  // The hook returns at once on a desktop: there is nothing to wait for.
  expect(result.current).toEqual([])
})

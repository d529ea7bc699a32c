// @vitest-environment happy-dom
// Apart from GetWallet.test.tsx: the loaded registry and links stay for the page's life, and this
// test starts from a page that has none.
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { DEMO_MOBILE_WALLET } from '../../registry/DEMO_MOBILE_WALLET.ts'
import { loadedRegistryWithLinks, preloadWalletLinks } from '../../registry/loadRegistry.ts'
import type { RegistryWallet } from '../../registry/registryWalletSchema.ts'
import { servedRegistry } from '../../registry/testing.ts'
import { platformAtom } from '../../state/platform.ts'
import { renderView, testStore } from '../renderView.tsx'
import { GetWallet } from './GetWallet.tsx'

const REGISTRY: RegistryWallet[] = [
  {
    ...DEMO_MOBILE_WALLET,
    id: 'io.example',
    name: 'Example Wallet',
    app: { ios: 'https://apps.apple.com/ex', android: null, browser: null },
  },
]

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('behavior: after the intent preload, Get a wallet lists the wallets in its first render, with no spinner', async () => {
  const fetch = servedRegistry(REGISTRY)
  vi.stubGlobal('fetch', fetch)
  // A pointer over Connect's row: its idle time loads both files and joins them.
  preloadWalletLinks()
  await waitFor(() => expect(loadedRegistryWithLinks()).toHaveLength(1))
  expect(fetch).toHaveBeenCalledTimes(2)

  const store = testStore()
  store.set(platformAtom, { isMobile: true, isIosSafari: true, isTelegram: false, os: 'ios' })
  renderView(<GetWallet />, store)
  expect(screen.queryByRole('status')).toBeNull()
  expect(screen.getByRole('link', { name: 'Example Wallet on App Store' })).toBeTruthy()
})

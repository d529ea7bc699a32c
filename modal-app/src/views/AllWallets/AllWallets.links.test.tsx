// @vitest-environment happy-dom
// Apart from AllWallets.test.tsx: the wallets' links stay loaded for the page's life, and this
// test starts from a page that has none.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { DEMO_MOBILE_WALLET } from '../../registry/DEMO_MOBILE_WALLET.ts'
import { loadWalletLinks } from '../../registry/loadRegistry.ts'
import { registryFiles } from '../../registry/registryFiles.ts'
import { initializeChains } from '../../state/chain.ts'
import { anvil, solanaLocal } from '../../walletconnect/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { AllWallets } from './AllWallets.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('behavior: the rows need only the index; a pointer over a tile loads the wallets’ links (before the click)', async () => {
  const files = registryFiles([DEMO_MOBILE_WALLET])
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const name = String(url).split('/').pop() as keyof typeof files
    return new Response(files[name])
  })
  vi.stubGlobal('fetch', fetch)
  // The view's idle time never comes here: only the intent loads the links.
  vi.stubGlobal('requestIdleCallback', () => 1)
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  const created = testStore()
  initializeChains(created, [anvil, solanaLocal])
  renderView(<AllWallets />, created)
  const tile = await screen.findByRole('button', { name: /Airlock Demo Wallet/ })
  const fetched = () => fetch.mock.calls.map(([url]) => String(url).split('/').pop())
  expect(fetched()).toEqual(['registry.json'])
  fireEvent.pointerOver(tile)
  expect(fetched()).toEqual(['registry.json', 'links.json'])
  // Loaded from that request (the loader's cache): the view the click opens has them.
  expect((await loadWalletLinks()).get(DEMO_MOBILE_WALLET.id)?.mobile.universal).toBe(
    'http://localhost:4340/?',
  )
  fireEvent.focus(tile)
  fireEvent.click(tile)
  // One request for all the intents.
  expect(fetched()).toEqual(['registry.json', 'links.json'])
})

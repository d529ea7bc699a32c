// @vitest-environment happy-dom
// Apart from AllWallets.test.tsx: the wallets' links stay loaded for the page's life, and this
// test starts from a page that has none.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { DEMO_MOBILE_WALLET } from '../../registry/DEMO_MOBILE_WALLET.ts'
import { loadWalletLinks } from '../../registry/loadRegistry.ts'
import { servedRegistry } from '../../registry/testing.ts'
import { initializeChains } from '../../state/chain.ts'
import { anvil, solanaLocal } from '../../walletconnect/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { AllWallets } from './AllWallets.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('behavior: the rows need only the index; the wallets’ links load at the next idle time, once', async () => {
  const fetch = servedRegistry([DEMO_MOBILE_WALLET])
  vi.stubGlobal('fetch', fetch)
  // The idle callbacks run when the test says so.
  const idle: Array<() => void> = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  const created = testStore()
  initializeChains(created, [anvil, solanaLocal])
  renderView(<AllWallets />, created)
  const tile = await screen.findByRole('button', { name: /Airlock Demo Wallet/ })
  const fetched = () => fetch.mock.calls.map(([url]) => String(url).split('/').pop())
  // The rows are there with the index alone; the links wait for the view's idle time.
  expect(fetched()).toEqual(['registry.json'])
  fireEvent.pointerOver(tile)
  fireEvent.focus(tile)
  expect(fetched()).toEqual(['registry.json'])
  // Run every idle callback (the index's preloads among them): the links load, once.
  for (const run of idle.splice(0)) run()
  expect(fetched()).toEqual(['registry.json', 'links.json'])
  expect((await loadWalletLinks()).get(DEMO_MOBILE_WALLET.id)?.mobile.universal).toBe(
    'http://localhost:4340/?',
  )
  fireEvent.pointerOver(tile)
  fireEvent.click(tile)
  for (const run of idle.splice(0)) run()
  expect(fetched()).toEqual(['registry.json', 'links.json'])
})

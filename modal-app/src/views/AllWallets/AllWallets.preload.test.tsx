// @vitest-environment happy-dom
// Apart from AllWallets.test.tsx: the loaded registry and logos stay for the page's life, and
// these tests start from a page that has none.
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { DEMO_MOBILE_WALLET } from '../../registry/DEMO_MOBILE_WALLET.ts'
import type { RegistryWallet } from '../../registry/registryWalletSchema.ts'
import { initializeChains } from '../../state/chain.ts'
import { anvil, solanaLocal } from '../../walletconnect/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { AllWallets } from './AllWallets.tsx'

const REGISTRY: RegistryWallet[] = [
  DEMO_MOBILE_WALLET,
  {
    ...DEMO_MOBILE_WALLET,
    id: 'pictured',
    name: 'Pictured Wallet',
    chains: ['eip155:1'],
    image: '/wallets/img/pictured.svg',
  },
]

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function store() {
  const created = testStore()
  initializeChains(created, [anvil, solanaLocal])
  return created
}

test('behavior: the registry rows wait for the first logos (image preload wait), then show at once on the next visit', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(REGISTRY), { status: 200 })),
  )
  const pending: Array<() => void> = []
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      set src(_url: string) {
        pending.push(() => this.onload?.())
      }
    },
  )
  renderView(<AllWallets />, store())
  await waitFor(() => expect(pending.length).toBeGreaterThan(0))
  expect(screen.getByText('Loading wallets').closest('[role="status"]')).toBeTruthy()
  act(() => {
    for (const load of pending) load()
  })
  expect(await screen.findByText('Pictured Wallet')).toBeTruthy()
  cleanup()

  // The registry and the first logos are loaded (as Connect preloads them at idle): the list is
  // in the view's first render, with no spinner in between.
  renderView(<AllWallets />, store())
  expect(screen.getByText('Pictured Wallet')).toBeTruthy()
  expect(screen.queryByText('Loading wallets')).toBeNull()
})

// @vitest-environment happy-dom
// Apart from ConnectingWalletConnect.test.tsx: the registry's files stay loaded for the page's
// life once they load, and this test starts from a page that has none.
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { DEMO_MOBILE_WALLET } from '../../registry/DEMO_MOBILE_WALLET.ts'
import { registryFiles } from '../../registry/registryFiles.ts'
import { resetView } from '../../state/router/viewStack.ts'
import { renderView, testStore } from '../renderView.tsx'
import { ConnectingWalletConnect } from './ConnectingWalletConnect.tsx'

const CHROME = 'https://chromewebstore.google.com/detail/unisat'
const UNISAT = {
  ...DEMO_MOBILE_WALLET,
  id: 'io.unisat',
  name: 'UniSat',
  extensions: { chrome: CHROME, firefox: null, edge: null, safari: null, opera: null },
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('error: the wallets’ links cannot be loaded → said, with Try again, which brings the picked wallet’s links', async () => {
  const files = registryFiles([UNISAT])
  let linksUp = false
  const fetch = vi.fn(async (url: string | URL | Request) => {
    if (String(url).endsWith('/wallets/registry.json')) return new Response(files['registry.json'])
    return linksUp ? new Response(files['links.json']) : new Response('', { status: 503 })
  })
  vi.stubGlobal('fetch', fetch)
  const store = testStore()
  resetView(store, 'ConnectingWalletConnect', { walletId: 'io.unisat', name: 'UniSat' })
  renderView(<ConnectingWalletConnect />, store)
  const title = await screen.findByText('The wallet’s links could not be loaded.')
  const notice = title.closest('[role="alert"]') as HTMLElement
  expect(notice.textContent).toBe(
    'The wallet’s links could not be loaded.The QR code still connects.Try again',
  )
  expect(screen.queryByTestId('install-links')).toBeNull()
  linksUp = true
  // Not WalletConnect's own Try again (it is not wired here): the notice's.
  fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }))
  const link = await screen.findByRole('link', { name: 'UniSat on Chrome' })
  expect(link.getAttribute('href')).toBe(CHROME)
  expect(screen.queryByText('The wallet’s links could not be loaded.')).toBeNull()
  // The index loaded once; the links, which failed, twice.
  expect(fetch.mock.calls.map(([url]) => String(url).split('/').pop())).toEqual([
    'registry.json',
    'links.json',
    'links.json',
  ])
})

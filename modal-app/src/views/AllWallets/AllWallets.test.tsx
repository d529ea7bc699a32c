// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setHostConnectors } from '../../app/setHostConnectors.ts'
import { DEMO_MOBILE_WALLET } from '../../registry/DEMO_MOBILE_WALLET.ts'
import { filterWallets } from '../../registry/filterWallets.ts'
import { generateScaleRegistry } from '../../registry/generateScaleRegistry.ts'
import type { RegistryWallet } from '../../registry/registryWalletSchema.ts'
import { initializeChains } from '../../state/chain.ts'
import { addRecentWallet } from '../../state/connection.ts'
import { viewAtom, viewDataAtom } from '../../state/router/viewStack.ts'
import { anvil, solanaLocal } from '../../walletconnect/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { AllWallets } from './AllWallets.tsx'

// The registry is cached per modal origin for the page's life: every test here shares one.
const withImage: RegistryWallet = {
  ...DEMO_MOBILE_WALLET,
  id: 'pictured',
  name: 'Pictured Wallet',
  chains: ['eip155:1'],
  // As a namespace wallet's entry names the connector its host adapter gives it.
  connectorIds: ['injected:pictured'],
  image: '/wallets/img/pictured.svg',
}
const REGISTRY = [DEMO_MOBILE_WALLET, withImage, ...generateScaleRegistry(5000)]
/** The wallets on the configured namespaces (eip155, solana). */
const ON_NETWORKS = filterWallets(REGISTRY, { namespaces: ['eip155', 'solana'] }).length

/** happy-dom loads no images: this Image loads at once, as a browser's would from its cache. */
class LoadingImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  set src(_url: string) {
    queueMicrotask(() => this.onload?.())
  }
}

beforeEach(() => {
  vi.stubGlobal('Image', LoadingImage)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(REGISTRY), { status: 200 })),
  )
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function store(options: object = {}) {
  const created = testStore(options)
  initializeChains(created, [anvil, solanaLocal])
  return created
}

const rowNames = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.al-wallet-grid-name')?.textContent ?? '')

describe('AllWallets', () => {
  test('default: the registry wallets on the configured namespaces (thousands), only the rows in view in the DOM', async () => {
    renderView(<AllWallets />, store())
    expect(screen.getByText('Loading wallets').closest('[role="status"]')).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Wallets' })
    const items = screen.getAllByRole('listitem')
    expect(items.length).toBeGreaterThan(3)
    expect(items.length).toBeLessThan(30)
    expect(ON_NETWORKS).toBeGreaterThan(3000)
    expect(ON_NETWORKS).toBeLessThan(REGISTRY.length)
    expect(items[0]?.getAttribute('aria-setsize')).toBe(String(ON_NETWORKS))
    // Three tiles to a row of 116 px.
    expect(list.style.height).toBe(`${Math.ceil(ON_NETWORKS / 3) * 116}px`)
    expect(rowNames()[0]).toBe('Airlock Demo Wallet')
  })

  test('behavior: scrolling renders the rows further down instead', async () => {
    renderView(<AllWallets />, store())
    await screen.findByRole('list', { name: 'Wallets' })
    const scroller = screen.getByTestId('all-wallets-scroll')
    await act(async () => {
      scroller.scrollTop = 116 * 666
      fireEvent.scroll(scroller)
    })
    await waitFor(() => {
      const positions = screen
        .getAllByRole('listitem')
        .map((item) => Number(item.getAttribute('aria-posinset')))
      expect(Math.min(...positions)).toBeGreaterThan(1900)
      expect(Math.max(...positions)).toBeLessThan(2100)
    })
  })

  test('behavior: installed, featured, custom, recent first; exclude hides', async () => {
    const created = store({
      featuredWalletIds: ['pictured'],
      excludeWalletIds: [REGISTRY[2]?.id ?? ''],
      customWallets: [{ id: 'acme', name: 'Acme Wallet' }],
    })
    setHostConnectors(created, [
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
    ])
    renderView(<AllWallets />, created)
    await screen.findByText('Pictured Wallet')
    expect(rowNames().slice(0, 4)).toEqual([
      'MetaMask',
      'Pictured Wallet',
      'Acme Wallet',
      'Airlock Demo Wallet',
    ])
    // Each tile says why it is where it is; the registry's own order needs no word.
    const tags = screen
      .getAllByRole('listitem')
      .slice(0, 4)
      .map((item) => item.querySelector('.al-tag')?.textContent)
    expect(tags).toEqual(['Installed', 'Featured', 'Custom', undefined])
    expect(rowNames()).not.toContain(REGISTRY[2]?.name)
  })

  test("behavior: an installed wallet named in an entry's connectorIds is listed once, with its logo", async () => {
    const created = store()
    setHostConnectors(created, [
      { id: 'injected:pictured', name: 'Pictured', type: 'INJECTED', namespace: 'eip155' },
    ])
    renderView(<AllWallets />, created)
    await screen.findByText('Airlock Demo Wallet')
    expect(rowNames().slice(0, 2)).toEqual(['Pictured', 'Airlock Demo Wallet'])
    expect(rowNames()).not.toContain('Pictured Wallet')
    // The logo index fills once the registry has loaded (at once here: the registry is cached).
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]?.querySelector('img')?.getAttribute('src')).toBe(
        '/wallets/img/pictured.svg',
      ),
    )
  })

  test('behavior: the recent wallets come first, installed or not, newest first', async () => {
    const created = store({ featuredWalletIds: ['pictured'] })
    setHostConnectors(created, [
      { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', namespace: 'eip155' },
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
    ])
    addRecentWallet(created, { id: 'io.metamask', name: 'MetaMask' })
    addRecentWallet(created, { id: DEMO_MOBILE_WALLET.id, name: DEMO_MOBILE_WALLET.name })
    renderView(<AllWallets />, created)
    await screen.findByText('Pictured Wallet')
    expect(rowNames().slice(0, 4)).toEqual([
      'Airlock Demo Wallet',
      'MetaMask',
      'Rabby',
      'Pictured Wallet',
    ])
    expect(screen.getAllByText('Recent')).toHaveLength(2)
  })

  test('behavior: the search applies once typing pauses 500 ms', async () => {
    renderView(<AllWallets />, store())
    await screen.findByRole('list', { name: 'Wallets' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.input(screen.getByLabelText('Search wallets'), { target: { value: 'airlock demo' } })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499)
    })
    expect(rowNames().length).toBeGreaterThan(3)
    // What the search found is said once it applies (regression: a search was silent to a
    // screen reader), not the count of the list it replaces.
    const found = screen.getByRole('status')
    expect(found.textContent).toBe('')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(rowNames()).toEqual(['Airlock Demo Wallet'])
    expect(found.textContent).toBe('1 wallet found')
    fireEvent.input(screen.getByLabelText('Search wallets'), { target: { value: 'zzzz-none' } })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500)
    })
    expect(screen.getByText('No wallets found')).toBeTruthy()
    expect(found.textContent).toBe('0 wallets found')
  })

  test('behavior: a registry wallet opens WalletConnect for it, a host wallet ConnectingExternal', async () => {
    const created = store()
    setHostConnectors(created, [
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
    ])
    renderView(<AllWallets />, created)
    fireEvent.click(await screen.findByRole('button', { name: /Airlock Demo Wallet/ }))
    expect(created.get(viewAtom)).toBe('ConnectingWalletConnect')
    expect(created.get(viewDataAtom)).toEqual({
      walletId: 'airlock-demo-mobile',
      name: 'Airlock Demo Wallet',
    })
    fireEvent.click(screen.getByRole('button', { name: /MetaMask/ }))
    expect(created.get(viewAtom)).toBe('ConnectingExternal')
  })

  test('behavior: the arrow keys move the focus across the grid, Home and End to either end', async () => {
    renderView(<AllWallets />, store())
    await screen.findByRole('list', { name: 'Wallets' })
    const focusedAt = () =>
      Number(document.activeElement?.closest('li')?.getAttribute('aria-posinset'))
    const first = screen.getAllByRole('button', { name: /Airlock Demo Wallet/ })[0] as HTMLElement
    first.focus()
    expect(focusedAt()).toBe(1)
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
    await waitFor(() => expect(focusedAt()).toBe(2))
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    await waitFor(() => expect(focusedAt()).toBe(5))
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' })
    await waitFor(() => expect(focusedAt()).toBe(4))
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' })
    await waitFor(() => expect(focusedAt()).toBe(1))
    // Nothing before the first tile: the key is left to the browser.
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' })
    expect(focusedAt()).toBe(1)
    // End: the last wallet, thousands of tiles down, rendered and focused. happy-dom has no
    // layout and no scrollTo: the list's sizes and a scrollTo as a browser's.
    const scroller = screen.getByTestId('all-wallets-scroll')
    const list = screen.getByRole('list', { name: 'Wallets' })
    Object.defineProperty(scroller, 'clientHeight', { value: 464 })
    Object.defineProperty(scroller, 'scrollHeight', { value: Number.parseFloat(list.style.height) })
    scroller.scrollTo = ((options: ScrollToOptions) => {
      scroller.scrollTop = options.top ?? scroller.scrollTop
      fireEvent.scroll(scroller)
    }) as typeof scroller.scrollTo
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' })
    await waitFor(() => expect(focusedAt()).toBe(ON_NETWORKS))
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' })
    await waitFor(() => expect(focusedAt()).toBe(1))
  })

  test('behavior: images load lazily; a missing one falls back to the monogram', async () => {
    renderView(<AllWallets />, store())
    const row = await screen.findByRole('button', { name: /Pictured Wallet/ })
    const image = row.querySelector('img')
    expect(image?.getAttribute('loading')).toBe('lazy')
    expect(image?.getAttribute('src')).toBe('/wallets/img/pictured.svg')
    fireEvent.error(image as HTMLImageElement)
    expect(row.querySelector('img')).toBeNull()
    expect(row.querySelector('[data-testid="wallet-monogram"]')?.textContent).toBe('PW')
  })
})

describe('AllWallets: one Tab stop', () => {
  /** The tiles the Tab key reaches, by position. */
  const tabStops = () =>
    screen
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('button')?.tabIndex === 0)
      .map((item) => Number(item.getAttribute('aria-posinset')))

  test('behavior: the grid is one Tab stop, which the arrow keys move (regression: every tile was one, ~542 of them)', async () => {
    renderView(<AllWallets />, store())
    await screen.findByRole('list', { name: 'Wallets' })
    expect(tabStops()).toEqual([1])
    // The tiles keep their role and name.
    const first = screen.getAllByRole('button', { name: /Airlock Demo Wallet/ })[0] as HTMLElement
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    await waitFor(() => expect(tabStops()).toEqual([2]))
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    await waitFor(() => expect(tabStops()).toEqual([5]))
    // A tile focused otherwise (a click, a screen reader) becomes the Tab stop too.
    const third = screen.getAllByRole('listitem')[2]?.querySelector('button') as HTMLElement
    act(() => third.focus())
    expect(tabStops()).toEqual([3])
  })

  test('behavior: scrolled out of the rendered rows, the Tab stop falls back to a rendered tile', async () => {
    renderView(<AllWallets />, store())
    await screen.findByRole('list', { name: 'Wallets' })
    const scroller = screen.getByTestId('all-wallets-scroll')
    await act(async () => {
      scroller.scrollTop = 116 * 666
      fireEvent.scroll(scroller)
    })
    await waitFor(() => expect(tabStops()).toEqual([666 * 3 + 1]))
    // Scrolled back, the remembered tile is the Tab stop again.
    await act(async () => {
      scroller.scrollTop = 0
      fireEvent.scroll(scroller)
    })
    await waitFor(() => expect(tabStops()).toEqual([1]))
  })

  test('behavior: after a search, its first result is the Tab stop', async () => {
    const created = store()
    setHostConnectors(created, [
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
    ])
    renderView(<AllWallets />, created)
    await screen.findByRole('list', { name: 'Wallets' })
    const first = screen.getAllByRole('listitem')[0]?.querySelector('button') as HTMLElement
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    await waitFor(() => expect(tabStops()).toEqual([2]))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.input(screen.getByLabelText('Search wallets'), { target: { value: 'wallet' } })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500)
    })
    expect(screen.getByRole('status').textContent).toMatch(/wallets found$/)
    expect(tabStops()).toEqual([1])
  })
})

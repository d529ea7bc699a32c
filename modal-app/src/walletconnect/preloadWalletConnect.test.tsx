// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { Connect } from '../views/Connect/Connect.tsx'
import { renderView, testStore } from '../views/renderView.tsx'
import { preloadWalletConnect } from './preloadWalletConnect.ts'

/** Connect's wallets section: the rows that pair are marked, a host wallet's row is not. */
function renderRows() {
  document.body.innerHTML = `
    <section class="al-wallets">
      <button class="al-list-row" id="wc" data-pairing-row><span class="al-list-row-text"><span class="al-list-row-title">WalletConnect</span><span class="al-list-row-sub">Scan with your phone</span></span></button>
      <button class="al-list-row" id="all" data-pairing-row><span class="al-list-row-text"><span class="al-list-row-title">All Wallets</span></span><span class="al-list-row-detail"><span class="al-list-row-title"><span class="al-count">540</span></span></span></button>
      <button class="al-list-row" id="app" data-pairing-row><span class="al-list-row-text"><span class="al-list-row-title">Rainbow</span><span class="al-list-row-sub">App</span></span></button>
      <button class="al-list-row" id="injected"><span class="al-list-row-text"><span class="al-list-row-title">MetaMask</span><span class="al-list-row-sub">EVM</span></span></button>
    </section>`
}

// Connect's lazy rows: their first import is their first transform here (see Connect.test.tsx).
beforeAll(async () => {
  await import('../views/Connect/ConnectMore.tsx')
})
afterEach(() => {
  document.body.innerHTML = ''
})

/** A scheduler whose idle callbacks run when the test says so. */
function idleScheduler() {
  const idle: Array<() => void> = []
  return {
    scheduler: { requestIdleCallback: (run: () => void) => idle.push(run), setTimeout: vi.fn() },
    runIdle: () => {
      while (idle.length > 0) idle.shift()?.()
    },
  }
}

test('default: nothing loads until the visitor points at, focuses or touches a row that pairs; then at idle', () => {
  renderRows()
  const load = vi.fn(async () => undefined)
  const { scheduler, runIdle } = idleScheduler()
  const stop = preloadWalletConnect({ load, scheduler })
  runIdle()
  expect(load).not.toHaveBeenCalled()
  document
    .querySelector('#wc .al-list-row-title')
    ?.dispatchEvent(new Event('pointerover', { bubbles: true }))
  // Not in the event's task: the click that follows paints first.
  expect(load).not.toHaveBeenCalled()
  runIdle()
  expect(load).toHaveBeenCalledTimes(1)
  document.querySelector('#all')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  runIdle()
  document.querySelector('#app')?.dispatchEvent(new Event('touchstart', { bubbles: true }))
  runIdle()
  expect(load).toHaveBeenCalledTimes(3)
  stop()
  document.querySelector('#wc')?.dispatchEvent(new Event('pointerover', { bubbles: true }))
  runIdle()
  expect(load).toHaveBeenCalledTimes(3)
})

test('behavior: a host wallet row or the page elsewhere loads nothing', () => {
  renderRows()
  const load = vi.fn(async () => undefined)
  const { scheduler, runIdle } = idleScheduler()
  preloadWalletConnect({ load, scheduler })
  document.querySelector('#injected')?.dispatchEvent(new Event('pointerover', { bubbles: true }))
  document.body.dispatchEvent(new Event('pointerover', { bubbles: true }))
  runIdle()
  expect(load).not.toHaveBeenCalled()
})

test('behavior: signs before the idle time load once; a failed load is retried on the next sign', async () => {
  renderRows()
  const load = vi.fn(async () => {
    throw new Error('offline')
  })
  const { scheduler, runIdle } = idleScheduler()
  preloadWalletConnect({ load, scheduler })
  for (const id of ['#wc', '#wc', '#all']) {
    document.querySelector(id)?.dispatchEvent(new Event('pointerover', { bubbles: true }))
  }
  runIdle()
  expect(load).toHaveBeenCalledTimes(1)
  await Promise.resolve()
  document.querySelector('#wc')?.dispatchEvent(new Event('pointerover', { bubbles: true }))
  runIdle()
  expect(load).toHaveBeenCalledTimes(2)
})

test('behavior: clicked before the idle time (the row is gone): nothing loads, the next view paints first', () => {
  renderRows()
  const load = vi.fn(async () => undefined)
  const { scheduler, runIdle } = idleScheduler()
  preloadWalletConnect({ load, scheduler })
  document.querySelector('#wc')?.dispatchEvent(new Event('pointerover', { bubbles: true }))
  // The click replaced Connect by the pairing view.
  document.body.innerHTML = ''
  runIdle()
  expect(load).not.toHaveBeenCalled()
})

test('behavior: the real Connect view marks its pairing rows (WalletConnect, All Wallets)', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200 })),
  )
  const load = vi.fn(async () => undefined)
  const { scheduler, runIdle } = idleScheduler()
  const stop = preloadWalletConnect({ load, scheduler })
  try {
    renderView(<Connect />, testStore())
    screen
      .getByRole('button', { name: /^WalletConnect/ })
      .dispatchEvent(new Event('pointerover', { bubbles: true }))
    runIdle()
    expect(load).toHaveBeenCalledTimes(1)
    const allWallets = await screen.findByRole(
      'button',
      { name: /^All Wallets/ },
      { timeout: 5_000 },
    )
    allWallets.dispatchEvent(new Event('touchstart', { bubbles: true }))
    runIdle()
    expect(load).toHaveBeenCalledTimes(2)
  } finally {
    stop()
    cleanup()
    vi.unstubAllGlobals()
  }
})

// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { Connect } from '../views/Connect/Connect.tsx'
import { renderView, testStore } from '../views/renderView.tsx'
import { preloadWalletConnect } from './preloadWalletConnect.ts'

/** Connect's wallets section as `ListRow` renders it. */
function renderRows() {
  document.body.innerHTML = `
    <section class="al-wallets">
      <button class="al-list-row" id="wc"><span class="al-list-row-text"><span class="al-list-row-title">WalletConnect</span><span class="al-list-row-sub">Scan with your phone</span></span></button>
      <button class="al-list-row" id="all"><span class="al-list-row-text"><span class="al-list-row-title">All Wallets</span></span><span class="al-list-row-detail"><span class="al-list-row-title"><span class="al-count">540</span></span></span></button>
      <button class="al-list-row" id="app"><span class="al-list-row-text"><span class="al-list-row-title">Rainbow</span><span class="al-list-row-sub">App</span></span></button>
      <button class="al-list-row" id="injected"><span class="al-list-row-text"><span class="al-list-row-title">MetaMask</span><span class="al-list-row-sub">EVM</span></span></button>
    </section>`
}

afterEach(() => {
  document.body.innerHTML = ''
})

test('default: nothing loads until the visitor points at, focuses or touches a row that pairs', () => {
  renderRows()
  const start = vi.fn(async () => undefined)
  const stop = preloadWalletConnect({ start })
  expect(start).not.toHaveBeenCalled()
  document
    .querySelector('#wc .al-list-row-title')
    ?.dispatchEvent(new Event('pointerover', { bubbles: true }))
  expect(start).toHaveBeenCalledTimes(1)
  document.querySelector('#all')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  document.querySelector('#app')?.dispatchEvent(new Event('touchstart', { bubbles: true }))
  expect(start).toHaveBeenCalledTimes(3)
  stop()
  document.querySelector('#wc')?.dispatchEvent(new Event('pointerover', { bubbles: true }))
  expect(start).toHaveBeenCalledTimes(3)
})

test('behavior: a host wallet row or the page elsewhere loads nothing', () => {
  renderRows()
  const start = vi.fn(async () => undefined)
  preloadWalletConnect({ start })
  document.querySelector('#injected')?.dispatchEvent(new Event('pointerover', { bubbles: true }))
  document.body.dispatchEvent(new Event('pointerover', { bubbles: true }))
  expect(start).not.toHaveBeenCalled()
})

test('behavior: a failed start is swallowed; the next sign of intent tries again', async () => {
  renderRows()
  const start = vi.fn(async () => {
    throw new Error('offline')
  })
  preloadWalletConnect({ start })
  document.querySelector('#wc')?.dispatchEvent(new Event('pointerover', { bubbles: true }))
  await Promise.resolve()
  document.querySelector('#wc')?.dispatchEvent(new Event('pointerover', { bubbles: true }))
  expect(start).toHaveBeenCalledTimes(2)
})

test('behavior: the rows of the real Connect view are recognised (WalletConnect, All Wallets)', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200 })),
  )
  const start = vi.fn(async () => undefined)
  const stop = preloadWalletConnect({ start })
  try {
    renderView(<Connect />, testStore())
    screen
      .getByRole('button', { name: /^WalletConnect/ })
      .dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(start).toHaveBeenCalledTimes(1)
    const allWallets = await screen.findByRole('button', { name: /^All Wallets/ })
    allWallets.dispatchEvent(new Event('touchstart', { bubbles: true }))
    expect(start).toHaveBeenCalledTimes(2)
  } finally {
    stop()
    cleanup()
    vi.unstubAllGlobals()
  }
})

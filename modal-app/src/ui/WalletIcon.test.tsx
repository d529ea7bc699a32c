// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { WalletIcon } from './WalletIcon.tsx'

afterEach(cleanup)

describe('WalletIcon', () => {
  test('default: a data: image is shown, decorative', () => {
    const { container } = render(<WalletIcon src="data:image/svg+xml;base64,PHN2Zy8+" />)
    const image = container.querySelector('img')
    expect(image?.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+')
    expect(image?.getAttribute('alt')).toBe('')
  })

  test('behavior: a registry logo on the modal origin is shown', () => {
    const { container } = render(<WalletIcon src="/wallets/img/app.phantom.webp" name="Phantom" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/wallets/img/app.phantom.webp',
    )
  })

  test('behavior: an icon elsewhere is never requested; a placeholder keeps the row aligned', () => {
    for (const src of [
      'https://wallet.example/icon.png',
      'javascript:alert(1)',
      '//wallet.example/wallets/img/x.webp',
      undefined,
    ]) {
      const { container } = render(<WalletIcon src={src} />)
      expect(container.querySelector('img')).toBeNull()
      expect(container.querySelector('.al-wallet-icon-empty')).not.toBeNull()
      cleanup()
    }
  })

  test('behavior: without an icon, a named wallet shows its initials on its colour', () => {
    const { container } = render(<WalletIcon src={undefined} name="Demo Mobile Wallet" size={40} />)
    const monogram = container.querySelector('[data-testid="wallet-monogram"]') as HTMLElement
    expect(monogram.textContent).toBe('DM')
    expect(monogram.getAttribute('aria-hidden')).toBe('true')
    expect(monogram.dataset.size).toBe('40')
    expect(monogram.style.background).not.toBe('')
    expect(container.querySelector('img')).toBeNull()
  })
})

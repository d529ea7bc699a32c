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

  test('behavior: an icon elsewhere is never requested; a placeholder keeps the row aligned', () => {
    for (const src of ['https://wallet.example/icon.png', 'javascript:alert(1)', undefined]) {
      const { container } = render(<WalletIcon src={src} />)
      expect(container.querySelector('img')).toBeNull()
      expect(container.querySelector('.al-wallet-icon-empty')).not.toBeNull()
      cleanup()
    }
  })
})

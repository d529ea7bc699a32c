// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { WalletMonogram } from './WalletMonogram.tsx'

afterEach(cleanup)

test('default: initials on the given colour, readable, decorative, sized', () => {
  const { container } = render(<WalletMonogram name="Rainbow" color="#001e59" size={56} />)
  const monogram = container.firstElementChild as HTMLElement
  expect(monogram.textContent).toBe('RA')
  expect(monogram.style.background).toMatch(/#001e59|rgb\(0, 30, 89\)/)
  expect(monogram.style.color).not.toBe('')
  expect(monogram.getAttribute('aria-hidden')).toBe('true')
  expect(monogram.dataset.size).toBe('56')
})

import { expect, test } from 'vitest'
import { walletMonogram } from './walletMonogram.ts'

test('default: initials of the first two words on the primary colour', () => {
  expect(walletMonogram('Trust Wallet', '#3375bb')).toEqual({
    initials: 'TW',
    background: '#3375bb',
    foreground: '#ffffff',
  })
})

test('behavior: one word gives its first two letters; symbols are skipped', () => {
  expect(walletMonogram('MetaMask').initials).toBe('ME')
  expect(walletMonogram('1inch Wallet').initials).toBe('1W')
  expect(walletMonogram('  -- ').initials).toBe('?')
  expect(walletMonogram('Ünïcode wallet').initials).toBe('ÜW')
})

test('behavior: dark text on a light colour; short hex expanded', () => {
  expect(walletMonogram('Light', '#FFE')).toMatchObject({
    background: '#ffffee',
    foreground: '#000000',
  })
})

/** The WCAG contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const channel = (offset: number) => {
      const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

test('behavior: the initials read at 4.5:1 or more on any colour, mid-tones included', () => {
  // A mid green that white text reads on at only 4.36:1; then every wallet name's own colour.
  expect(walletMonogram('Mid Green', '#2b8a3e').foreground).toBe('#000000')
  const names = [
    'Zerion',
    'Rabby',
    'Phantom',
    'Coinbase Wallet',
    'Rainbow',
    'OKX',
    'Ledger',
    'Safe',
  ]
  for (const primary of ['#2b8a3e', '#0c8599', '#e67700', '#777777', '#3375bb', '#ffffee', null]) {
    for (const name of names) {
      const { background, foreground } = walletMonogram(name, primary)
      expect(contrast(background, foreground), `${name} on ${background}`).toBeGreaterThanOrEqual(
        4.5,
      )
    }
  }
})

test('behavior: without a valid colour, a stable colour from the name', () => {
  const first = walletMonogram('Zerion', null)
  expect(first.background).toMatch(/^#[0-9a-f]{6}$/)
  expect(walletMonogram('Zerion', 'red')).toEqual(first)
})

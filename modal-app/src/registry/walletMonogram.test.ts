import { expect, test } from 'vitest'
import { contrastRatio, walletMonogram } from './walletMonogram.ts'

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

test('behavior: the initials read at 4.5:1 or more on any colour, mid-tones included', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBe(21)
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
      expect(
        contrastRatio(background, foreground),
        `${name} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5)
    }
  }
})

test('behavior: without a valid colour, a stable colour from the name', () => {
  const first = walletMonogram('Zerion', null)
  expect(first.background).toMatch(/^#[0-9a-f]{6}$/)
  expect(walletMonogram('Zerion', 'red')).toEqual(first)
})

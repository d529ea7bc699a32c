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

test('behavior: without a valid colour, a stable colour from the name', () => {
  const first = walletMonogram('Zerion', null)
  expect(first.background).toMatch(/^#[0-9a-f]{6}$/)
  expect(walletMonogram('Zerion', 'red')).toEqual(first)
})

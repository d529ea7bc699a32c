import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { DEMO_MOBILE_WALLET } from './DEMO_MOBILE_WALLET.ts'
import { registryWalletSchema } from './registryWalletSchema.ts'
import { toRegistryWallet } from './toRegistryWallet.ts'

const explorer = {
  id: 'w1',
  name: ' Rainbow ',
  homepage: 'https://rainbow.me/',
  chains: ['eip155:1', 'eip155:1', 'not a chain'],
  app: { browser: '', ios: 'https://apps.apple.com/app/x', android: 'http://play.example/x' },
  mobile: { native: 'rainbow:', universal: 'https://rnbwapp.com' },
  desktop: { native: null, universal: '' },
  metadata: { colors: { primary: '#001e59', secondary: 'red' } },
}

test('default: the compact shape, no image', () => {
  expect(toRegistryWallet(explorer)).toEqual({
    id: 'w1',
    name: 'Rainbow',
    chains: ['eip155:1'],
    mobile: { native: 'rainbow:', universal: 'https://rnbwapp.com/' },
    desktop: { native: null, universal: null },
    app: { ios: 'https://apps.apple.com/app/x', android: null, browser: null },
    homepage: 'https://rainbow.me/',
    image: null,
    colors: { primary: '#001e59', secondary: null },
  })
})

test.each([
  ['omni', 'omni:'],
  ['argent://app', 'argent://app'],
  ['https://kryptogo.com', null],
  ['wc:cfb7a0de@1?bridge=x', null],
  ['javascript:alert(1)', null],
  ['', null],
])('behavior: native link %s → %s', (native, expected) => {
  expect(toRegistryWallet({ ...explorer, mobile: { native } }).mobile.native).toBe(expected)
})

test('behavior: the committed registry: valid, demo wallet first, no remote image URL', () => {
  const path = fileURLToPath(new URL('../../public/wallets/registry.json', import.meta.url))
  const text = readFileSync(path, 'utf8')
  expect(text).not.toMatch(/registry\.walletconnect\.(com|org)/)
  const wallets = JSON.parse(text) as unknown[]
  expect(wallets).toHaveLength(215)
  expect(wallets[0]).toEqual(DEMO_MOBILE_WALLET)
  for (const wallet of wallets) {
    const parsed = registryWalletSchema.parse(wallet)
    expect(parsed.image).toBeNull()
  }
  const ids = wallets.map((wallet) => (wallet as { id: string }).id)
  expect(new Set(ids).size).toBe(ids.length)
})

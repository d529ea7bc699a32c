import { expect, test } from 'vitest'
import { registryWalletSchema } from './registryWalletSchema.ts'
import { toRegistryWallet } from './toRegistryWallet.ts'

const thirdweb = {
  id: 'me.rainbow',
  name: ' Rainbow ',
  rdns: 'me.rainbow',
  homepage: 'https://rainbow.me/',
  app: {
    browser: '',
    ios: 'https://apps.apple.com/app/x',
    android: 'http://play.example/x',
    chrome: 'https://chrome.google.com/webstore/detail/rainbow/x',
    firefox: null,
  },
  mobile: { native: 'rainbow://', universal: 'https://rnbwapp.com' },
  desktop: { native: '', universal: null },
}

test('default: the compact shape, with rdns, extensions and the logo path', () => {
  const wallet = toRegistryWallet(thirdweb, '/wallets/img/me.rainbow.webp')
  expect(wallet).toEqual({
    id: 'me.rainbow',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    chains: [],
    mobile: { native: 'rainbow://', universal: 'https://rnbwapp.com/' },
    desktop: { native: null, universal: null },
    app: { ios: 'https://apps.apple.com/app/x', android: null, browser: null },
    extensions: {
      chrome: 'https://chrome.google.com/webstore/detail/rainbow/x',
      firefox: null,
      edge: null,
      safari: null,
      opera: null,
    },
    homepage: 'https://rainbow.me/',
    image: '/wallets/img/me.rainbow.webp',
    colors: { primary: null, secondary: null },
  })
  expect(registryWalletSchema.parse(wallet)).toEqual(wallet)
})

test('behavior: no rdns and no logo give null', () => {
  expect(toRegistryWallet({ ...thirdweb, rdns: null }, null)).toMatchObject({
    rdns: null,
    image: null,
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
  expect(toRegistryWallet({ ...thirdweb, mobile: { native } }, null).mobile.native).toBe(expected)
})

import { expect, test } from 'vitest'
import { recommendWallets } from './recommendWallets.ts'
import type { RegistryWallet } from './registryWalletSchema.ts'

function wallet(id: string, extra: Partial<RegistryWallet> = {}): RegistryWallet {
  return {
    id,
    name: id,
    rdns: id,
    chains: [],
    mobile: { native: null, universal: null },
    desktop: { native: null, universal: null },
    app: { ios: `https://apps.apple.com/${id}`, android: null, browser: null },
    extensions: { chrome: null, firefox: null, edge: null, safari: null, opera: null },
    homepage: null,
    image: null,
    colors: { primary: null, secondary: null },
    ...extra,
  }
}

const noExtensions = { chrome: null, firefox: null, edge: null, safari: null, opera: null }
const registry = [
  wallet('metamask', {
    app: { ios: 'https://apps.apple.com/mm', android: 'https://play.google.com/mm', browser: null },
    extensions: {
      ...noExtensions,
      chrome: 'https://chrome.google.com/webstore/detail/mm',
      firefox: 'https://addons.mozilla.org/mm',
      edge: 'https://chrome.google.com/webstore/detail/mm',
    },
  }),
  wallet('phantom', {
    app: { ios: null, android: 'https://play.google.com/ph', browser: null },
    extensions: { ...noExtensions, chrome: 'https://chrome.google.com/webstore/detail/ph' },
  }),
  wallet('ios-only'),
]
const ids = (list: { wallet: { id: string } }[]) => list.map((entry) => entry.wallet.id)

test('default: on a desktop, the extension stores, each page once', () => {
  const recommended = recommendWallets(registry, { isMobile: false, os: 'other' })
  expect(ids(recommended)).toEqual(['metamask', 'phantom'])
  expect(recommended[0]?.links).toEqual([
    { label: 'Chrome', href: 'https://chrome.google.com/webstore/detail/mm' },
    { label: 'Firefox', href: 'https://addons.mozilla.org/mm' },
  ])
})

test("behavior: on a desktop, the visitor's own browser's store comes first", () => {
  const recommended = recommendWallets(registry, {
    isMobile: false,
    os: 'other',
    browser: 'firefox',
  })
  expect(recommended[0]?.links.map((link) => link.label)).toEqual(['Firefox', 'Chrome'])
  // Edge installs from Chrome's store page: named for the visitor's browser, listed once.
  const edge = recommendWallets(registry, { isMobile: false, os: 'other', browser: 'edge' })
  expect(edge[0]?.links.map((link) => link.label)).toEqual(['Edge', 'Firefox'])
  // A browser the wallet has no extension for: the stores as listed.
  const safari = recommendWallets(registry, { isMobile: false, os: 'mac', browser: 'safari' })
  expect(safari[1]?.links.map((link) => link.label)).toEqual(['Chrome'])
})

test.each([
  ['ios', ['metamask', 'ios-only'], [['App Store', 'https://apps.apple.com/mm']]],
  ['android', ['metamask', 'phantom'], [['Google Play', 'https://play.google.com/mm']]],
  [
    'other',
    ['metamask', 'phantom', 'ios-only'],
    [
      ['App Store', 'https://apps.apple.com/mm'],
      ['Google Play', 'https://play.google.com/mm'],
    ],
  ],
] as const)('behavior: on a phone (%s), its store', (os, expected, firstLinks) => {
  const recommended = recommendWallets(registry, { isMobile: true, os })
  expect(ids(recommended)).toEqual(expected)
  expect(recommended[0]?.links.map((link) => [link.label, link.href])).toEqual(firstLinks)
})

test('behavior: featured first, excluded left out, at most six', () => {
  const many = [...registry, ...Array.from({ length: 10 }, (_, i) => wallet(`w${i}`))]
  const recommended = recommendWallets(
    many,
    { isMobile: true, os: 'ios' },
    { featured: ['w3'], exclude: ['metamask'] },
  )
  expect(ids(recommended)).toEqual(['w3', 'ios-only', 'w0', 'w1', 'w2', 'w4'])
})

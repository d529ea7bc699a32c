import { expect, test } from 'vitest'
import { filterWallets } from './filterWallets.ts'
import type { RegistryWallet } from './registryWalletSchema.ts'

function wallet(id: string, name: string, chains = ['eip155:1']): RegistryWallet {
  return {
    id,
    name,
    chains,
    mobile: { native: null, universal: null },
    desktop: { native: null, universal: null },
    app: { ios: null, android: null, browser: null },
    homepage: null,
    image: null,
    colors: { primary: null, secondary: null },
  }
}

const registry = [
  wallet('rainbow', 'Rainbow'),
  wallet('trust', 'Trust Wallet', ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
  wallet('phantom', 'Phantom', ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
  wallet('nova', 'Nova', ['polkadot:91b171bb158e2d3848fa23a9f1c25182']),
  wallet('zerion', 'Zerion'),
]
const ids = (list: { id: string }[]) => list.map((entry) => entry.id)

test('default: registry order, every wallet, each the registry entry itself with no source', () => {
  const listed = filterWallets(registry)
  expect(ids(listed)).toEqual(['rainbow', 'trust', 'phantom', 'nova', 'zerion'])
  expect(listed.every((entry, index) => entry === registry[index] && !entry.source)).toBe(true)
})

test('behavior: only wallets on a configured namespace, or that list no chains', () => {
  const withUnlisted = [...registry, wallet('unlisted', 'Unlisted Chains', [])]
  expect(ids(filterWallets(withUnlisted, { namespaces: ['solana'] }))).toEqual([
    'trust',
    'phantom',
    'unlisted',
  ])
  expect(ids(filterWallets(withUnlisted, { namespaces: ['eip155', 'polkadot'] }))).toEqual([
    'rainbow',
    'trust',
    'nova',
    'zerion',
    'unlisted',
  ])
})

test('behavior: "phan" finds Phantom', () => {
  expect(ids(filterWallets(registry, { query: 'phan' }))).toEqual(['phantom'])
})

test('behavior: recent first, then featured in their order, then custom, then the rest', () => {
  const listed = filterWallets(registry, {
    featured: ['zerion', 'phantom', 'unknown'],
    custom: [
      { id: 'mine', name: 'My Wallet', mobileLink: 'mine://', webappLink: 'https://mine.example' },
    ],
    recent: [
      { id: 'trust', name: 'Trust Wallet' },
      { id: 'gone', name: 'Not in the registry' },
    ],
  })
  expect(listed.map((entry) => [entry.id, entry.source])).toEqual([
    ['trust', 'recent'],
    ['zerion', 'featured'],
    ['phantom', 'featured'],
    ['mine', 'custom'],
    ['rainbow', undefined],
    ['nova', undefined],
  ])
  expect(listed[3]).toMatchObject({
    mobile: { native: 'mine://', universal: null },
    app: { browser: 'https://mine.example' },
  })
})

test('behavior: include keeps only those registry wallets; custom ones stay', () => {
  const listed = filterWallets(registry, {
    include: ['phantom', 'rainbow'],
    custom: [{ id: 'mine', name: 'My Wallet' }],
  })
  expect(ids(listed)).toEqual(['mine', 'rainbow', 'phantom'])
})

test('behavior: exclude by id or lower-cased name, custom wallets included', () => {
  const listed = filterWallets(registry, {
    exclude: ['rainbow', 'trust wallet', 'my wallet'],
    custom: [{ id: 'mine', name: 'My Wallet' }],
    recent: [{ id: 'rainbow', name: 'Rainbow' }],
  })
  expect(ids(listed)).toEqual(['phantom', 'nova', 'zerion'])
})

test('behavior: search is case-insensitive, trimmed, over names, keeping the order', () => {
  const options = { recent: [{ id: 'zerion', name: 'Zerion' }] }
  expect(ids(filterWallets(registry, { ...options, query: '  RAIN ' }))).toEqual(['rainbow'])
  expect(ids(filterWallets(registry, { ...options, query: 'o' }))).toEqual([
    'zerion',
    'rainbow',
    'phantom',
    'nova',
  ])
  expect(filterWallets(registry, { query: 'nothing like it' })).toEqual([])
})

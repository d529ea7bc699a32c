import { expect, test } from 'vitest'
import { indexLogos } from '../registry/loadRegistry.ts'
import type { RegistryWallet } from '../registry/registryWalletSchema.ts'
import { connectorIcon } from './registryLogos.ts'

function wallet(id: string, name: string, rdns: string | null, image: string | null) {
  return {
    id,
    name,
    rdns,
    chains: [],
    mobile: { native: null, universal: null },
    desktop: { native: null, universal: null },
    app: { ios: null, android: null, browser: null },
    homepage: null,
    image,
    colors: { primary: null, secondary: null },
  } satisfies RegistryWallet
}

const logos = indexLogos([
  wallet('io.metamask', 'MetaMask', 'io.metamask', '/wallets/img/io.metamask.webp'),
  wallet('app.phantom', 'Phantom', null, '/wallets/img/app.phantom.webp'),
  wallet('com.example.keeper', 'Keeper', null, '/wallets/img/com.example.keeper.webp'),
  wallet('org.other.keeper', 'Keeper', null, '/wallets/img/org.other.keeper.webp'),
  wallet('io.nologo', 'No Logo', 'io.nologo', null),
])

test('default: an announced icon wins over the registry logo', () => {
  const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
  expect(connectorIcon(logos, { id: 'io.metamask', name: 'MetaMask', imageUrl: icon })).toBe(icon)
})

test('behavior: matched by rdns (or the id an EIP-6963 wallet gets from it), then by name', () => {
  expect(connectorIcon(logos, { id: 'uuid-1', name: 'Mm', info: { rdns: 'io.metamask' } })).toBe(
    '/wallets/img/io.metamask.webp',
  )
  expect(connectorIcon(logos, { id: 'app.phantom', name: 'Phantom Wallet' })).toBe(
    '/wallets/img/app.phantom.webp',
  )
  // A wallet-standard wallet has no rdns: its name finds the entry.
  expect(connectorIcon(logos, { id: 'Phantom', name: 'PHANTOM' })).toBe(
    '/wallets/img/app.phantom.webp',
  )
  // Two entries of one name: the first (the registry lists popular wallets first) keeps it.
  expect(connectorIcon(logos, { id: 'x', name: 'keeper' })).toBe(
    '/wallets/img/com.example.keeper.webp',
  )
})

test('behavior: no match, or an entry without a logo, leaves no icon (the monogram shows)', () => {
  expect(connectorIcon(logos, { id: 'dev.airlock.demo', name: 'Airlock Demo Wallet' })).toBe(
    undefined,
  )
  expect(connectorIcon(logos, { id: 'io.nologo', name: 'No Logo' })).toBe(undefined)
  expect(connectorIcon(new Map(), { id: 'io.metamask', name: 'MetaMask' })).toBe(undefined)
})

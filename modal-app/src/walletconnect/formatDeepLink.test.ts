import { expect, test } from 'vitest'
import { formatDeepLink } from './formatDeepLink.ts'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=1'
const ENCODED = 'wc%3Aabc%402%3Frelay-protocol%3Dirn%26symKey%3D1'

test('default: a native scheme becomes scheme://wc?uri=<encoded>', () => {
  expect(formatDeepLink('rainbow:', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
  expect(formatDeepLink('metamask:', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
})

test('behavior: native links with a host or path keep it; a bare name gets ://', () => {
  expect(formatDeepLink('argent://app', URI)).toBe(`argent://app/wc?uri=${ENCODED}`)
  expect(formatDeepLink('zerion://', URI)).toBe(`zerion://wc?uri=${ENCODED}`)
  expect(formatDeepLink('omni', URI)).toBe(`omni://wc?uri=${ENCODED}`)
})

test('behavior: a universal link gets /wc?uri=<encoded>, with or without a trailing slash', () => {
  expect(formatDeepLink('https://rnbwapp.com', URI)).toBe(`https://rnbwapp.com/wc?uri=${ENCODED}`)
  expect(formatDeepLink('https://gnosis-safe.io/', URI)).toBe(
    `https://gnosis-safe.io/wc?uri=${ENCODED}`,
  )
  expect(formatDeepLink('https://link.bitpay.com/wallet', URI)).toBe(
    `https://link.bitpay.com/wallet/wc?uri=${ENCODED}`,
  )
})

test('behavior: a link with a query gets uri= as a parameter (the demo mobile wallet)', () => {
  expect(formatDeepLink('http://localhost:4340/?', URI)).toBe(
    `http://localhost:4340/?uri=${ENCODED}`,
  )
  expect(formatDeepLink('http://localhost:4340/?relay=ws://x', URI)).toBe(
    `http://localhost:4340/?relay=ws://x&uri=${ENCODED}`,
  )
})

test('behavior: the URI survives a round trip through URLSearchParams', () => {
  const link = formatDeepLink('https://rnbwapp.com', URI)
  expect(new URL(link).searchParams.get('uri')).toBe(URI)
})

import { describe, expect, test } from 'vitest'
import {
  accountNftsSchema,
  nameLookupSchema,
  tokenBalancesSchema,
  transactionsPageSchema,
} from './projectApi.ts'

const native = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 25,
  price: 2500,
  quantity: { decimals: '18', numeric: '0.01' },
  iconUrl: '',
}

describe('tokenBalancesSchema', () => {
  test('default: the native coin without an address and a token with one', () => {
    const token = {
      ...native,
      symbol: 'ADT',
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    }
    expect(tokenBalancesSchema.parse({ balances: [native, token] }).balances).toEqual([
      native,
      token,
    ])
  })

  test('error: malformed entries are refused, not shown', () => {
    for (const entry of [
      { ...native, quantity: { decimals: '18', numeric: '-1' } },
      { ...native, quantity: { decimals: '18', numeric: '1e18' } },
      { ...native, quantity: { decimals: 'x', numeric: '1' } },
      { ...native, price: -1 },
      { ...native, value: Number.NaN },
      { ...native, symbol: 'S'.repeat(33) },
      { ...native, name: undefined },
    ]) {
      expect(tokenBalancesSchema.safeParse({ balances: [entry] }).success).toBe(false)
    }
    expect(tokenBalancesSchema.safeParse([native]).success).toBe(false)
    expect(
      tokenBalancesSchema.safeParse({ balances: Array.from({ length: 501 }, () => native) })
        .success,
    ).toBe(false)
  })
})

const transaction = {
  id: '0x1',
  metadata: {
    minedAt: '2026-11-25T10:00:00.000Z',
    chain: 'eip155:31337',
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers: [
    {
      fungible_info: { symbol: 'ADT', name: 'Airlock Demo Token' },
      quantity: { numeric: '2.5' },
      direction: 'in',
    },
  ],
}

describe('transactionsPageSchema', () => {
  test('default: a page of the reference API passes, its direction kept, extra fields stripped', () => {
    const extra = { ...transaction, transfers: [{ ...transaction.transfers[0], value: 9 }] }
    const page = transactionsPageSchema.parse({ data: [extra], next: 'abc' })
    expect(page.data[0]?.transfers[0]).toEqual({
      fungible_info: { symbol: 'ADT', name: 'Airlock Demo Token' },
      quantity: { numeric: '2.5' },
      direction: 'in',
    })
    expect(transactionsPageSchema.parse({ data: [], next: null }).next).toBeNull()
  })

  test('error: what the list could not render is refused', () => {
    for (const bad of [
      { data: [{ ...transaction, metadata: { ...transaction.metadata, minedAt: 'today' } }] },
      { data: [{ ...transaction, transfers: [{ quantity: { numeric: '1e5' } }] }] },
      {
        data: [{ ...transaction, transfers: [{ quantity: { numeric: '1' }, direction: 'up' }] }],
      },
      { data: [{ ...transaction, id: 7 }] },
      { data: Array.from({ length: 101 }, () => transaction) },
      { next: 'x' },
    ]) {
      expect(transactionsPageSchema.safeParse(bad).success).toBe(false)
    }
  })
})

describe('accountNftsSchema', () => {
  const nft = {
    chainId: 'eip155:31337',
    tokenId: '1',
    name: 'Tide #1',
    description: 'Waves.',
    imageUrl: 'http://127.0.0.1:4330/v1/collectibles/1.svg',
    collection: {
      address: '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A',
      name: 'Airlock Demo Collectibles',
      symbol: 'ALDC',
    },
  }

  test('default: an NFT with an http image, one with on-chain art, and one without an image', () => {
    const onChain = { ...nft, tokenId: '3', imageUrl: 'data:image/svg+xml,%3Csvg%2F%3E' }
    const bare = { ...nft, tokenId: '2', imageUrl: '' }
    expect(accountNftsSchema.parse({ nfts: [nft, onChain, bare] }).nfts).toEqual([
      nft,
      onChain,
      bare,
    ])
  })

  test('error: an image that is neither http(s) nor a data: picture, or a token id that is not a number, is refused', () => {
    for (const entry of [
      { ...nft, imageUrl: 'javascript:alert(1)' },
      { ...nft, imageUrl: 'data:text/html,<script>alert(1)</script>' },
      { ...nft, imageUrl: 'file:///etc/passwd' },
      { ...nft, tokenId: '0x1' },
    ]) {
      expect(accountNftsSchema.safeParse({ nfts: [entry] }).success).toBe(false)
    }
  })
})

describe('nameLookupSchema', () => {
  test('default: a held name with its record, a free one with none (regression: a free name was a 404)', () => {
    const record = {
      name: 'alice.airlock',
      addresses: { '60': { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } },
      attributes: {},
      createdAt: '2025-11-25T09:46:40.000Z',
    }
    expect(nameLookupSchema.parse({ name: 'alice.airlock', record }).record?.addresses).toEqual(
      record.addresses,
    )
    expect(nameLookupSchema.parse({ name: 'bob.airlock', record: null })).toEqual({
      name: 'bob.airlock',
      record: null,
    })
  })

  test('error: an answer without its record, or the bare record, is refused', () => {
    expect(nameLookupSchema.safeParse({ name: 'bob.airlock' }).success).toBe(false)
    expect(
      nameLookupSchema.safeParse({ name: 'bob.airlock', addresses: { '60': { address: '0x1' } } })
        .success,
    ).toBe(false)
  })
})

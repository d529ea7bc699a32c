import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import {
  addRecentWallet,
  connectionAtom,
  ensurePairing,
  getRecentWallets,
  isPairingExpired,
  resetConnection,
  setConnection,
  setPairing,
} from './connection.ts'
import { platformAtom } from './platform.ts'
import { transactionsAtom } from './transactions.ts'

const desktop = { isMobile: false, isIosSafari: false, isTelegram: false, os: 'other' } as const

describe('§4 connection', () => {
  test('§4 status starts disconnected', () => {
    expect(createStore().get(connectionAtom).status).toBe('disconnected')
  })

  test('§4 pairing expiry: missing or within 10 s of now is expired', () => {
    const now = 1_000_000
    expect(isPairingExpired(undefined, now)).toBe(true)
    expect(isPairingExpired(now + 10_000, now)).toBe(true)
    expect(isPairingExpired(now + 10_001, now)).toBe(false)
    expect(isPairingExpired(now - 1, now)).toBe(true)
  })

  test('§4 a new pairing lasts 4 minutes', () => {
    const store = createStore()
    setPairing(store, 'wc:one', 5_000)
    expect(store.get(connectionAtom)).toMatchObject({ wcUri: 'wc:one', wcPairingExpiry: 245_000 })
  })

  test('§4 iOS Safari reuses the pairing until it expires', async () => {
    const store = createStore()
    store.set(platformAtom, { ...desktop, isMobile: true, isIosSafari: true, os: 'ios' })
    let now = 0
    let n = 0
    const create = vi.fn(async () => `wc:${++n}`)
    expect(await ensurePairing(store, create, () => now)).toBe('wc:1')
    now = 4 * 60_000 - 10_001
    expect(await ensurePairing(store, create, () => now)).toBe('wc:1')
    now = 4 * 60_000 - 10_000
    expect(await ensurePairing(store, create, () => now)).toBe('wc:2')
    expect(create).toHaveBeenCalledTimes(2)
  })

  test('§4 Telegram reuses the pairing too', async () => {
    const store = createStore()
    store.set(platformAtom, { ...desktop, isTelegram: true })
    const create = vi.fn(async () => 'wc:tg')
    await ensurePairing(store, create, () => 0)
    await ensurePairing(store, create, () => 1_000)
    expect(create).toHaveBeenCalledTimes(1)
  })

  test('§4 elsewhere every connect makes a new pairing', async () => {
    const store = createStore()
    const create = vi.fn(async () => 'wc:new')
    await ensurePairing(store, create, () => 0)
    await ensurePairing(store, create, () => 1_000)
    expect(create).toHaveBeenCalledTimes(2)
  })

  test('§4 reset clears URI, linking, recent wallet and transactions', () => {
    const store = createStore()
    setConnection(store, {
      status: 'connected',
      wcUri: 'wc:x',
      wcPairingExpiry: 1,
      wcLinking: { name: 'W', href: 'w://' },
      recentWallet: { id: 'w', name: 'W' },
      wcBasic: true,
    })
    store.set(transactionsAtom, { transactions: [], next: 'cursor', loading: true, empty: false })
    resetConnection(store)
    expect(store.get(connectionAtom)).toMatchObject({
      status: 'disconnected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcBasic: true,
    })
    expect(store.get(transactionsAtom)).toEqual({
      transactions: [],
      next: undefined,
      loading: false,
      empty: false,
    })
  })

  test('§9 recent wallets kept: 2, newest first, no duplicates', () => {
    const store = createStore()
    addRecentWallet(store, { id: 'a', name: 'A' })
    addRecentWallet(store, { id: 'b', name: 'B' })
    addRecentWallet(store, { id: 'c', name: 'C' })
    expect(getRecentWallets(store).map((w) => w.id)).toEqual(['c', 'b'])
    addRecentWallet(store, { id: 'b', name: 'B' })
    expect(getRecentWallets(store).map((w) => w.id)).toEqual(['b', 'c'])
    expect(store.get(connectionAtom).recentWallet?.id).toBe('b')
  })
})

import { expect, test } from 'vitest'
import { CACHE_LIFE, CHAIN_SUPPORT, LIMITS, ONRAMP, TIMES } from './constants.ts'

test('§9 times', () => {
  expect(TIMES.pairingLife).toBe(240_000)
  expect(TIMES.pairingExpiryMargin).toBe(10_000)
  expect(TIMES.balanceRetryBlock).toBe(30_000)
  expect(TIMES.shake).toBe(500)
  expect(TIMES.snackbarSwap).toBe(150)
  expect(TIMES.imagePreloadWait).toBe(2_000)
  expect(TIMES.debounce).toBe(500)
  expect(TIMES.goBackDelay).toBe(100)
  expect([
    TIMES.emailLoginCooldown,
    TIMES.embeddedWalletIframeLoad,
    TIMES.embeddedWalletConnect,
    TIMES.embeddedWalletDisconnect,
    TIMES.fallbackRpcPolling,
    TIMES.disallowedRpcErrorDelay,
  ]).toEqual([30_000, 20_000, 30_000, 3_000, 4_000, 300])
  expect([TIMES.headerTextAnimation, TIMES.modalHeightAnimation, TIMES.viewTransition]).toEqual([
    120, 150, 150,
  ])
})

test('§9 caches and counts', () => {
  expect(CACHE_LIFE).toEqual({
    portfolio: 30_000,
    nativeBalance: 30_000,
    name: 300_000,
    identity: 300_000,
  })
  expect(LIMITS.recentWallets).toBe(2)
  expect([LIMITS.errorEvents, LIMITS.errorEventsWindow]).toEqual([5, 60_000])
  expect(LIMITS.modalWidthPx).toBe(360)
})

test('§9 chain support and on-ramp', () => {
  expect(CHAIN_SUPPORT.swapNetworkIds).toEqual([
    1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
  ])
  expect(CHAIN_SUPPORT.names).toEqual(['eip155'])
  expect(ONRAMP.providers.map((p) => [p.feeRange, p.supportedChains])).toEqual([
    ['1-2%', ['eip155']],
    ['1-2%', ['eip155', 'solana']],
  ])
  expect(ONRAMP.fallbackLimits.card).toMatchObject({ min: '10.00', max: '7500.00' })
  expect(ONRAMP.fallbackLimits.bankAccount).toMatchObject({ min: '10.00', max: '25000.00' })
})

test('§9 constants are frozen', () => {
  expect(Object.isFrozen(TIMES)).toBe(true)
  expect(Object.isFrozen(LIMITS)).toBe(true)
})

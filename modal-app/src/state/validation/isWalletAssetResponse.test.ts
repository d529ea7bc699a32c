import { expect, test } from 'vitest'
import { isWalletAssetResponse } from './isWalletAssetResponse.ts'

test('§5 wallet assets: valid only when every asset is well formed', () => {
  const asset = {
    address: '0x1',
    balance: '0x10',
    type: 'ERC20',
    metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: '' },
  }
  expect(isWalletAssetResponse({ '0x1': [asset, { ...asset, type: 'NATIVE' }] })).toBe(true)
  expect(isWalletAssetResponse({ '0x1': [asset, { ...asset, type: 'ERC721' }] })).toBe(false)
  expect(isWalletAssetResponse({ '0x1': [{ ...asset, balance: 16 }] })).toBe(false)
  expect(
    isWalletAssetResponse({ '0x1': [{ ...asset, metadata: { ...asset.metadata, price: '1' } }] }),
  ).toBe(false)
  expect(isWalletAssetResponse({ '0x1': [{ ...asset, metadata: null }] })).toBe(false)
  expect(isWalletAssetResponse([asset])).toBe(false)
  expect(isWalletAssetResponse(null)).toBe(false)
})

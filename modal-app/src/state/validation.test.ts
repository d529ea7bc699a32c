import { AirlockError } from '@airlock/shared-protocol'
import { describe, expect, test } from 'vitest'
import {
  assertSendRequirements,
  dropLowQualityBalances,
  emailLoginWaitSeconds,
  evmChainIdToCoinType,
  filterTelegramSocials,
  formatBalance,
  formatTransferQuantity,
  formatUsd,
  isEvmAddress,
  isSolanaAddress,
  isValidCaipAddress,
  isValidEmail,
  isValidName,
  isWalletAssetResponse,
  parseOnrampProviders,
  type Transaction,
  visibleTransactions,
} from './validation.ts'

describe('§5 validation', () => {
  test('§5 name: letters, digits and hyphens, at least 4 characters', () => {
    expect(isValidName('al-1c')).toBe(true)
    expect(isValidName('abcd')).toBe(true)
    expect(isValidName('abc')).toBe(false)
    expect(isValidName('ali ce')).toBe(false)
    expect(isValidName('alice.eth')).toBe(false)
    expect(isValidName('alice_')).toBe(false)
  })

  test('§5 EVM address: 40 hex digits with an optional 0x', () => {
    expect(isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
    expect(isEvmAddress('ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
    expect(isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcd')).toBe(false)
    expect(isEvmAddress('0xzb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(false)
  })

  test('§5 Solana address: 32 to 44 base58 characters', () => {
    expect(isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true)
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
    expect(isSolanaAddress(`0${'1'.repeat(40)}`)).toBe(false) // 0 is not base58
    expect(isSolanaAddress(`O${'1'.repeat(40)}`)).toBe(false)
  })

  test('§5 CAIP address: three non-empty parts with a known namespace', () => {
    expect(isValidCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
    expect(isValidCaipAddress('eip155::0xab')).toBe(false)
    expect(isValidCaipAddress('eip155:1')).toBe(false)
    expect(isValidCaipAddress('stellar:1:GABC')).toBe(false)
  })

  test('§5 coin type: ids at or above 2^31 are invalid', () => {
    expect(evmChainIdToCoinType(10)).toBe(0x8000000a)
    expect(evmChainIdToCoinType(2 ** 31 - 1)).toBe(0xffffffff)
    expect(() => evmChainIdToCoinType(2 ** 31)).toThrowError('Invalid chainId')
    expect(() => evmChainIdToCoinType(2 ** 31)).toThrow(AirlockError)
  })

  test('§5 send: amount and receiver, then token, then EVM or Solana only', () => {
    const token = { symbol: 'ETH' }
    const ok = { namespace: 'eip155', token, sendTokenAmount: '1', receiverAddress: '0x1' } as const
    expect(() => assertSendRequirements(ok)).not.toThrow()
    expect(() => assertSendRequirements({ ...ok, namespace: 'solana' })).not.toThrow()
    expect(() => assertSendRequirements({ ...ok, sendTokenAmount: undefined })).toThrowError(
      'An amount and receiver address are required',
    )
    expect(() => assertSendRequirements({ ...ok, receiverAddress: '' })).toThrowError(
      'An amount and receiver address are required',
    )
    expect(() => assertSendRequirements({ ...ok, token: undefined })).toThrowError(
      'A token is required',
    )
    expect(() => assertSendRequirements({ ...ok, namespace: 'bip122' })).toThrowError(
      'Unsupported chain',
    )
  })

  test('§5 Telegram socials: iOS drops google, Mac drops x, Android drops facebook and x', () => {
    const all = ['google', 'x', 'discord', 'facebook'] as const
    expect(filterTelegramSocials(all, 'ios')).toEqual(['x', 'discord', 'facebook'])
    expect(filterTelegramSocials(all, 'mac')).toEqual(['google', 'discord', 'facebook'])
    expect(filterTelegramSocials(all, 'android')).toEqual(['google', 'discord'])
    expect(filterTelegramSocials(all, 'other')).toEqual([...all])
  })

  test('§5 balances: zero decimals are dropped', () => {
    const kept = { symbol: 'USDC', quantity: { decimals: '6', numeric: '1' } }
    const dropped = { symbol: 'JUNK', quantity: { decimals: '0', numeric: '5' } }
    expect(dropLowQualityBalances([kept, dropped])).toEqual([kept])
  })

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

  test('§5 transactions: all-spam hidden, only the active chain shown', () => {
    const tx = (id: string, chain: string, spam: boolean[]): Transaction => ({
      id,
      metadata: {
        minedAt: '2024-01-01',
        chain,
        operationType: 'send',
        status: 'confirmed',
        sentFrom: '0x1',
        sentTo: '0x2',
      },
      transfers: spam.map((is_spam) => ({
        nft_info: { flags: { is_spam } },
        quantity: { numeric: '1' },
      })),
    })
    const list = [
      tx('a', 'eip155:1', [true, true]),
      tx('b', 'eip155:1', [true, false]),
      tx('c', 'eip155:137', [false]),
      tx('d', 'eip155:1', []),
    ]
    expect(visibleTransactions(list, 'eip155:1').map((t) => t.id)).toEqual(['b', 'd'])
  })

  test('§5 display: balance floored to 3 decimals, USD 2, transfers 3', () => {
    expect(formatBalance('1.23987')).toBe('1.239')
    expect(formatBalance(2)).toBe('2.000')
    expect(formatBalance(0.0009)).toBe('0.000')
    expect(formatBalance(undefined)).toBe('0.000')
    expect(formatBalance('nope')).toBe('0.000')
    expect(formatUsd(12.346)).toBe('12.35')
    expect(formatUsd(undefined)).toBe('0.00')
    expect(formatTransferQuantity('0.12345')).toBe('0.123')
    expect(formatTransferQuantity('5')).toBe('5.000')
  })

  test('§5 onramp providers: only an array of strings', () => {
    expect(parseOnrampProviders(['coinbase', 'meld'])).toEqual(['coinbase', 'meld'])
    expect(parseOnrampProviders(['coinbase', 1])).toEqual([])
    expect(parseOnrampProviders('coinbase')).toEqual([])
  })

  test('§5 email: well formed', () => {
    expect(isValidEmail('ada@example.com')).toBe(true)
    expect(isValidEmail('ada@example')).toBe(false)
    expect(isValidEmail('ada example.com')).toBe(false)
  })

  test('§5 email login: a second attempt is blocked for 30 seconds', () => {
    expect(emailLoginWaitSeconds(undefined, 1_000)).toBe(0)
    expect(emailLoginWaitSeconds(0, 1)).toBe(30)
    expect(emailLoginWaitSeconds(0, 29_001)).toBe(1)
    expect(emailLoginWaitSeconds(0, 30_000)).toBe(0)
  })
})

import { expect, test } from 'vitest'
import { parseWalletAccounts } from './parseWalletAccounts.ts'
import { EVM_ADDRESS, SOLANA_ADDRESS } from './testing.ts'

test('default: EVM addresses are checksummed and deduplicated', () => {
  expect(parseWalletAccounts('eip155', [EVM_ADDRESS.toLowerCase(), EVM_ADDRESS])).toEqual([
    EVM_ADDRESS,
  ])
})

test('default: wallet-standard shapes on solana', () => {
  expect(parseWalletAccounts('solana', { accounts: [{ address: SOLANA_ADDRESS }] })).toEqual([
    SOLANA_ADDRESS,
  ])
  expect(parseWalletAccounts('solana', [{ address: SOLANA_ADDRESS }])).toEqual([SOLANA_ADDRESS])
  expect(parseWalletAccounts('solana', [SOLANA_ADDRESS])).toEqual([SOLANA_ADDRESS])
})

test('error: malformed entries are dropped', () => {
  expect(
    parseWalletAccounts('eip155', [
      '0x123',
      'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      // a mixed-case address with a broken checksum
      '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      42,
      null,
    ]),
  ).toEqual([])
  expect(parseWalletAccounts('solana', { accounts: [{ address: '0OIl' }] })).toEqual([])
  expect(parseWalletAccounts('eip155', 'nope')).toEqual([])
  expect(parseWalletAccounts('polkadot', [SOLANA_ADDRESS])).toEqual([])
})

import { expect, test } from 'vitest'
import { parseWalletAccounts } from './parseWalletAccounts.ts'
import {
  BITCOIN_ADDRESS,
  COSMOS_ADDRESS,
  EVM_ADDRESS,
  POLKADOT_ADDRESS,
  SOLANA_ADDRESS,
} from './testing.ts'

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

test("default: polkadot SS58, bitcoin and cosmos bech32 from the host wallets' answers", () => {
  expect(
    parseWalletAccounts('polkadot', {
      accounts: [{ address: POLKADOT_ADDRESS, name: 'Alice', type: 'sr25519' }],
    }),
  ).toEqual([POLKADOT_ADDRESS])
  expect(
    parseWalletAccounts('cosmos', {
      accounts: [{ address: COSMOS_ADDRESS, pubKey: 'A6hu', algo: 'secp256k1' }],
    }),
  ).toEqual([COSMOS_ADDRESS])
  expect(
    parseWalletAccounts('bip122', [BITCOIN_ADDRESS, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2']),
  ).toEqual([BITCOIN_ADDRESS, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'])
})

test('behavior: the bitcoin payment address comes first (bip122 default account type)', () => {
  const ordinals = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
  expect(
    parseWalletAccounts('bip122', {
      accounts: [
        { address: ordinals, publicKey: '02', purpose: 'ordinals' },
        { address: BITCOIN_ADDRESS, publicKey: '03', purpose: 'payment' },
      ],
    }),
  ).toEqual([BITCOIN_ADDRESS, ordinals])
})

test('error: an address of another namespace is dropped', () => {
  expect(parseWalletAccounts('cosmos', [BITCOIN_ADDRESS.toUpperCase(), EVM_ADDRESS])).toEqual([])
  expect(parseWalletAccounts('bip122', [COSMOS_ADDRESS, POLKADOT_ADDRESS])).toEqual([])
  expect(parseWalletAccounts('polkadot', [COSMOS_ADDRESS, EVM_ADDRESS])).toEqual([])
})

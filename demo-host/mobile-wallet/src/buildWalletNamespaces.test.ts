import type { ProposalTypes } from '@walletconnect/types'
import { expect, test } from 'vitest'
import { buildWalletNamespaces } from './buildWalletNamespaces.ts'
import { MOBILE_WALLET_KEYS } from './constants.ts'

const SOLANA = 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'
const evm = MOBILE_WALLET_KEYS.evm.address
const sol = MOBILE_WALLET_KEYS.solana.address

function proposal(
  requiredNamespaces: ProposalTypes.RequiredNamespaces,
  optionalNamespaces: ProposalTypes.OptionalNamespaces,
): ProposalTypes.Struct {
  return {
    id: 1,
    expiryTimestamp: 0,
    relays: [],
    pairingTopic: 't',
    proposer: { publicKey: 'k', metadata: { name: 'd', description: '', url: '', icons: [] } },
    requiredNamespaces,
    optionalNamespaces,
  }
}

test('default: optional eip155 + solana, only offered chains and methods', () => {
  const namespaces = buildWalletNamespaces({
    proposal: proposal(
      {},
      {
        eip155: {
          chains: ['eip155:31337', 'eip155:1'],
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_sign'],
          events: ['chainChanged', 'accountsChanged'],
        },
        solana: {
          chains: [SOLANA, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
          methods: ['solana_signMessage', 'solana_signTransaction'],
          events: [],
        },
      },
    ),
  })
  expect(namespaces).toEqual({
    eip155: {
      chains: ['eip155:31337'],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
      accounts: [`eip155:31337:${evm}`],
    },
    solana: {
      chains: [SOLANA],
      methods: ['solana_signMessage', 'solana_signTransaction'],
      events: [],
      accounts: [`${SOLANA}:${sol}`],
    },
  })
})

test('behavior: both local EVM chains get the account of key 1', () => {
  const namespaces = buildWalletNamespaces({
    proposal: proposal(
      {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          methods: ['personal_sign'],
          events: [],
        },
      },
      {},
    ),
  })
  expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${evm}`, `eip155:31338:${evm}`])
  expect(namespaces.solana).toBeUndefined()
})

test('args: other addresses', () => {
  const namespaces = buildWalletNamespaces({
    proposal: proposal({}, { eip155: { chains: ['eip155:31338'], methods: [], events: [] } }),
    evmAddress: '0x0000000000000000000000000000000000000001',
  })
  expect(namespaces.eip155?.accounts).toEqual([
    'eip155:31338:0x0000000000000000000000000000000000000001',
  ])
})

test('error: a required chain the wallet does not have', () => {
  expect(() =>
    buildWalletNamespaces({
      proposal: proposal(
        { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
        {},
      ),
    }),
  ).toThrow(
    expect.objectContaining({
      code: 'UNKNOWN_NETWORK',
      shortMessage: 'The dapp requires a network this wallet does not offer',
    }),
  )
})

test('error: nothing asked for is offered', () => {
  expect(() =>
    buildWalletNamespaces({
      proposal: proposal(
        {},
        { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
      ),
    }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [AirlockError: The dapp asks for no network this wallet offers

    Details: offered: eip155:31337, eip155:31338, solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ, polkadot:e143f23803ac50e8f6f8e62695d1ce9e, bip122:000000000933ea01ad0ee984209779ba, cosmos:provider]
  `)
})

test('behavior: polkadot, bip122 and cosmos get the development accounts on the demo networks', () => {
  const namespaces = buildWalletNamespaces({
    proposal: proposal(
      {},
      {
        polkadot: {
          chains: ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e'],
          methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
          events: [],
        },
        bip122: {
          chains: ['bip122:000000000933ea01ad0ee984209779ba'],
          methods: ['signMessage', 'signPsbt'],
          events: [],
        },
        cosmos: {
          chains: ['cosmos:provider'],
          methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
          events: [],
        },
      },
    ),
  })
  expect(namespaces.polkadot?.accounts).toEqual([
    `polkadot:e143f23803ac50e8f6f8e62695d1ce9e:${MOBILE_WALLET_KEYS.polkadot.address}`,
  ])
  expect(namespaces.polkadot?.methods).toEqual(['polkadot_signMessage', 'polkadot_signTransaction'])
  expect(namespaces.bip122?.accounts).toEqual([
    `bip122:000000000933ea01ad0ee984209779ba:${MOBILE_WALLET_KEYS.bitcoin.address}`,
  ])
  expect(namespaces.cosmos?.accounts).toEqual([
    `cosmos:provider:${MOBILE_WALLET_KEYS.cosmos.address}`,
  ])
})

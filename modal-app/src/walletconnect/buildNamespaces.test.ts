import { expect, test } from 'vitest'
import { buildNamespaces } from './buildNamespaces.ts'
import { anvil, anvil2, network, solanaLocal } from './testing.ts'

const polkadot = network(
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  'https://rpc.polkadot.example',
)
const bitcoin = network('bip122:000000000019d6689c085ae165831e93', 'https://rpc.bitcoin.example')
const cosmos = network('cosmos:cosmoshub-4', 'https://rpc.cosmos.example')

test('default: every configured namespace, in NAMESPACES order, with methods, events and rpcMap', () => {
  const params = buildNamespaces([cosmos, bitcoin, solanaLocal, anvil, polkadot, anvil2])
  expect(Object.keys(params.optionalNamespaces)).toEqual([
    'eip155',
    'solana',
    'polkadot',
    'bip122',
    'cosmos',
  ])
  expect(params.optionalNamespaces).toEqual({
    eip155: {
      chains: ['eip155:31337', 'eip155:31338'],
      methods: [
        'personal_sign',
        'eth_signTypedData_v3',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_sendCalls',
        'wallet_getCallsStatus',
        'wallet_showCallsStatus',
        'wallet_getCapabilities',
        'wallet_watchAsset',
        'wallet_requestPermissions',
        'wallet_getPermissions',
        'wallet_revokePermissions',
      ],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
    },
    solana: {
      chains: [solanaLocal.caipNetworkId],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: [],
      rpcMap: { EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'http://127.0.0.1:8899' },
    },
    polkadot: {
      chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
      events: [],
      rpcMap: { '91b171bb158e2d3848fa23a9f1c25182': 'https://rpc.polkadot.example' },
    },
    bip122: {
      chains: ['bip122:000000000019d6689c085ae165831e93'],
      methods: ['signMessage', 'signPsbt'],
      events: [],
      rpcMap: { '000000000019d6689c085ae165831e93': 'https://rpc.bitcoin.example' },
    },
    cosmos: {
      chains: ['cosmos:cosmoshub-4'],
      methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
      events: [],
      rpcMap: { 'cosmoshub-4': 'https://rpc.cosmos.example' },
    },
  })
})

test('behavior: the default account types of spec §3 travel as a session property', () => {
  const all = buildNamespaces([anvil, solanaLocal, bitcoin, cosmos])
  expect(JSON.parse(all.sessionProperties.defaultAccountTypes ?? '')).toEqual({
    eip155: 'smartAccount',
    solana: 'eoa',
    bip122: 'payment',
  })
  const polkadotOnly = buildNamespaces([polkadot])
  expect(JSON.parse(polkadotOnly.sessionProperties.defaultAccountTypes ?? '')).toEqual({
    polkadot: 'eoa',
  })
})

test('behavior: only namespaces with networks are requested; a repeated network once', () => {
  const params = buildNamespaces([anvil, anvil])
  expect(Object.keys(params.optionalNamespaces)).toEqual(['eip155'])
  expect(params.optionalNamespaces.eip155?.chains).toEqual(['eip155:31337'])
  expect(buildNamespaces([]).optionalNamespaces).toEqual({})
})

test('behavior: each call returns fresh arrays (the SDK may mutate what it gets)', () => {
  const first = buildNamespaces([anvil])
  first.optionalNamespaces.eip155?.methods.push('eth_sign')
  expect(buildNamespaces([anvil]).optionalNamespaces.eip155?.methods).not.toContain('eth_sign')
})

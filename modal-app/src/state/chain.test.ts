import { createStore } from 'jotai/vanilla'
import { describe, expect, test } from 'vitest'
import {
  activeNamespaceAtom,
  activeNetworkAtom,
  chainsAtom,
  DEFAULT_ACCOUNT_TYPES,
  initializeChains,
  isNetworkSupported,
  namespaceSwitchInProgressAtom,
  networkSwitchView,
  setActiveNetwork,
  showsUnsupportedChain,
} from './chain.ts'
import { STORAGE_KEYS, storageAtom } from './storage.ts'
import { testNetwork } from './testing.ts'

const mainnet = testNetwork('eip155:1')
const polygon = testNetwork('eip155:137')
const solana = testNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

describe('§3 §4 chain', () => {
  test('§3 chain state per namespace, first network active', () => {
    const store = createStore()
    initializeChains(store, [solana, mainnet, polygon])
    const chains = store.get(chainsAtom)
    expect(Object.keys(chains)).toEqual(['eip155', 'solana'])
    expect(chains.eip155?.networks).toEqual([mainnet, polygon])
    expect(store.get(activeNamespaceAtom)).toBe('solana')
    expect(store.get(activeNetworkAtom)).toBe(solana)
    expect(store.get(storageAtom).get(STORAGE_KEYS.activeNetworkId)).toBe(solana.caipNetworkId)
  })

  test('§3 default network wins over the first', () => {
    const store = createStore()
    initializeChains(store, [mainnet, polygon], 'eip155:137')
    expect(store.get(activeNetworkAtom)).toBe(polygon)
  })

  test('§4 switching namespace marks a namespace switch in progress', () => {
    const store = createStore()
    initializeChains(store, [mainnet, solana])
    setActiveNetwork(store, polygon)
    expect(store.get(namespaceSwitchInProgressAtom)).toBe(false)
    setActiveNetwork(store, solana)
    expect(store.get(namespaceSwitchInProgressAtom)).toBe(true)
    expect(store.get(activeNamespaceAtom)).toBe('solana')
  })

  test('§4 network support is by configured network id', () => {
    const store = createStore()
    initializeChains(store, [mainnet])
    expect(isNetworkSupported(store.get(chainsAtom), mainnet)).toBe(true)
    expect(isNetworkSupported(store.get(chainsAtom), polygon)).toBe(false)
    expect(isNetworkSupported(store.get(chainsAtom), solana)).toBe(false)
  })

  const routing = {
    skipConfirmation: false,
    usesAuthConnector: false,
    targetSupported: true,
    targetNamespace: 'solana',
    activeNamespace: 'eip155',
    connectedNamespaces: ['eip155'],
  } as const

  test('§4 routing: SwitchNetwork when confirmation is skipped', () => {
    expect(networkSwitchView({ ...routing, skipConfirmation: true })).toBe('SwitchNetwork')
  })
  test('§4 routing: SwitchNetwork for the auth connector on a supported chain', () => {
    expect(networkSwitchView({ ...routing, usesAuthConnector: true })).toBe('SwitchNetwork')
    expect(networkSwitchView({ ...routing, usesAuthConnector: true, targetSupported: false })).toBe(
      'SwitchActiveChain',
    )
  })
  test('§4 routing: SwitchActiveChain when connected elsewhere and not on the target', () => {
    expect(networkSwitchView(routing)).toBe('SwitchActiveChain')
    expect(networkSwitchView({ ...routing, connectedNamespaces: ['eip155', 'solana'] })).toBe(
      'SwitchNetwork',
    )
  })
  test('§4 routing: otherwise SwitchNetwork', () => {
    expect(networkSwitchView({ ...routing, targetNamespace: 'eip155' })).toBe('SwitchNetwork')
    expect(networkSwitchView({ ...routing, connectedNamespaces: [] })).toBe('SwitchNetwork')
  })

  test('§4 UnsupportedChain only when switching is on, unsupported not allowed, basic off', () => {
    const base = {
      supported: false,
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      wcBasic: false,
    }
    expect(showsUnsupportedChain(base)).toBe(true)
    expect(showsUnsupportedChain({ ...base, supported: true })).toBe(false)
    expect(showsUnsupportedChain({ ...base, enableNetworkSwitch: false })).toBe(false)
    expect(showsUnsupportedChain({ ...base, allowUnsupportedChain: true })).toBe(false)
    expect(showsUnsupportedChain({ ...base, wcBasic: true })).toBe(false)
  })

  test('§3 default account types per namespace', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })
})

import { createStore } from 'jotai/vanilla'
import { describe, expect, test } from 'vitest'
import {
  activeConnectorIdsAtom,
  type Connector,
  connectorsAtom,
  hasVisibleInstalledWalletsAtom,
  isConnectorVisible,
  mergeMultiChainConnectors,
  orderWallets,
  setActiveConnector,
  visibleConnectorsAtom,
} from './connectors.ts'
import { setOptions } from './options.ts'
import { platformAtom } from './platform.ts'
import { connectorIdKey, storageAtom } from './storage.ts'

const connector = (patch: Partial<Connector> & Pick<Connector, 'id' | 'name'>): Connector => ({
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...patch,
})
const desktop = { isMobile: false, exclude: [] }
const mobile = { isMobile: true, exclude: [] }

describe('§3 §5 connectors', () => {
  test('§5 visibility: the generic browser wallet is hidden on desktop', () => {
    const generic = connector({
      id: 'injected',
      name: 'Browser Wallet',
      type: 'INJECTED',
      installed: true,
    })
    expect(isConnectorVisible(generic, desktop)).toBe(false)
  })

  test('§5 visibility: on mobile the generic browser wallet needs an identifier or installation', () => {
    const generic = connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' })
    expect(isConnectorVisible(generic, mobile)).toBe(false)
    expect(isConnectorVisible({ ...generic, installed: true }, mobile)).toBe(true)
    expect(isConnectorVisible({ ...generic, explorerId: 'abc' }, mobile)).toBe(true)
  })

  test('§5 visibility: excluded by id, rdns or lower-cased name', () => {
    const metamask = connector({ id: 'mm', name: 'MetaMask', info: { rdns: 'io.metamask' } })
    expect(isConnectorVisible(metamask, desktop)).toBe(true)
    expect(isConnectorVisible(metamask, { ...desktop, exclude: ['mm'] })).toBe(false)
    expect(isConnectorVisible(metamask, { ...desktop, exclude: ['io.metamask'] })).toBe(false)
    expect(isConnectorVisible(metamask, { ...desktop, exclude: ['metamask'] })).toBe(false)
    expect(isConnectorVisible(metamask, { ...desktop, exclude: ['Meta'] })).toBe(true)
  })

  test('§5 merging: grouped by name, one per chain, MULTI_CHAIN with its connectors', () => {
    const phantomEvm = connector({ id: 'phantom-evm', name: 'Phantom' })
    const phantomSol = connector({ id: 'phantom-sol', name: 'Phantom', chain: 'solana' })
    const phantomSol2 = connector({ id: 'phantom-sol-2', name: 'Phantom', chain: 'solana' })
    const metamask = connector({ id: 'mm', name: 'MetaMask' })
    const merged = mergeMultiChainConnectors([phantomEvm, metamask, phantomSol, phantomSol2])
    expect(merged.map((c) => [c.name, c.type])).toEqual([
      ['Phantom', 'MULTI_CHAIN'],
      ['MetaMask', 'ANNOUNCED'],
    ])
    expect(merged[0]?.connectors).toEqual([phantomEvm, phantomSol])
  })

  test('§5 merging: the alias rule maps the longer name to the shorter one', () => {
    const trustEvm = connector({ id: 'trust-evm', name: 'Trust Wallet' })
    const trustSol = connector({ id: 'trust-sol', name: 'Trust', chain: 'solana' })
    const merged = mergeMultiChainConnectors([trustEvm, trustSol])
    expect(merged).toHaveLength(1)
    expect(merged[0]?.connectors).toEqual([trustEvm, trustSol])
  })

  test('§5 merging: the auth connector stays AUTH', () => {
    const authEvm = connector({ id: 'auth', name: 'Auth', type: 'AUTH' })
    const authSol = connector({ id: 'auth', name: 'Auth', type: 'AUTH', chain: 'solana' })
    expect(mergeMultiChainConnectors([authEvm, authSol])[0]?.type).toBe('AUTH')
  })

  test('§3 ordering: include, exclude, featured first, then custom, then the rest', () => {
    const wallets = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase() }))
    const custom = [{ id: 'x', name: 'X' }]
    expect(orderWallets(wallets).map((w) => w.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(orderWallets(wallets, { featured: ['d', 'c', 'zz'], custom }).map((w) => w.id)).toEqual([
      'd',
      'c',
      'x',
      'a',
      'b',
    ])
    expect(orderWallets(wallets, { include: ['b', 'c'], exclude: ['c'] }).map((w) => w.id)).toEqual(
      ['b'],
    )
    expect(orderWallets(wallets, { exclude: ['a', 'x'], custom }).map((w) => w.id)).toEqual([
      'b',
      'c',
      'd',
    ])
  })

  test('§3 active connector per namespace, stored', () => {
    const store = createStore()
    setActiveConnector(store, 'solana', 'phantom')
    expect(store.get(activeConnectorIdsAtom)).toEqual({ solana: 'phantom' })
    expect(store.get(storageAtom).get(connectorIdKey('solana'))).toBe('phantom')
    setActiveConnector(store, 'solana', undefined)
    expect(store.get(storageAtom).get(connectorIdKey('solana'))).toBeUndefined()
  })

  test('§2 visible connectors follow platform and exclusions; installed wallets detected', () => {
    const store = createStore()
    setOptions(store, { excludeWalletIds: ['okx'] }, { projectId: 'demo' })
    store.set(connectorsAtom, [
      connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', installed: true }),
      connector({ id: 'okx', name: 'OKX' }),
      connector({ id: 'wc', name: 'WalletConnect', type: 'EXTERNAL' }),
    ])
    expect(store.get(visibleConnectorsAtom).map((c) => c.id)).toEqual(['wc'])
    expect(store.get(hasVisibleInstalledWalletsAtom)).toBe(false)
    store.set(platformAtom, {
      isMobile: true,
      isIosSafari: false,
      isTelegram: false,
      os: 'android',
    })
    expect(store.get(visibleConnectorsAtom).map((c) => c.id)).toEqual(['injected', 'wc'])
    expect(store.get(hasVisibleInstalledWalletsAtom)).toBe(true)
  })
})

import { createStore } from 'jotai/vanilla'
import { describe, expect, test } from 'vitest'
import {
  ACCOUNT_TABS,
  accountsAtom,
  activeAccountAtom,
  connectedNamespacesAtom,
  emptyAccount,
  resetAccount,
  setAccount,
  setCaipAddress,
  setCurrentTab,
} from './account.ts'
import { initializeChains } from './chain.ts'
import { connectorIdKey, storageAtom } from './storage.ts'
import { testNetwork } from './testing.ts'

const caip = 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('§3 §4 account', () => {
  test('§2 account tabs: Tokens, NFTs, Activity', () => {
    expect(ACCOUNT_TABS).toEqual(['Tokens', 'NFTs', 'Activity'])
    const store = createStore()
    setCurrentTab(store, 'eip155', 2)
    expect(store.get(accountsAtom).eip155.currentTab).toBe(2)
    setCurrentTab(store, 'eip155', 3)
    expect(store.get(accountsAtom).eip155.currentTab).toBe(2)
  })

  test('§3 account fields per namespace, the active one derived', () => {
    const store = createStore()
    initializeChains(store, [testNetwork('eip155:1')])
    setCaipAddress(store, caip)
    expect(store.get(activeAccountAtom)).toMatchObject({
      caipAddress: caip,
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
      status: 'connected',
    })
    expect(store.get(accountsAtom).solana.address).toBeUndefined()
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155'])
    expect(() => setCaipAddress(store, 'eip155:0xabc')).toThrow()
  })

  test('§4 account reset clears every field and removes the stored connector id', () => {
    const store = createStore()
    const storage = store.get(storageAtom)
    storage.set(connectorIdKey('eip155'), 'io.metamask')
    storage.set(connectorIdKey('solana'), 'phantom')
    setCaipAddress(store, caip)
    setAccount(store, 'eip155', {
      profileName: 'alice',
      balance: '1.5',
      farcasterUrl: 'https://farcaster.test',
      currentTab: 1,
      addressLabels: { '0x1': 'me' },
    })
    resetAccount(store, 'eip155')
    expect(store.get(accountsAtom).eip155).toEqual(emptyAccount())
    expect(storage.get(connectorIdKey('eip155'))).toBeUndefined()
    expect(storage.get(connectorIdKey('solana'))).toBe('phantom')
  })
})

import { createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { accountsAtom, setAccount, setCaipAddress } from '../account.ts'
import {
  activeNamespaceAtom,
  activeNetworkAtom,
  initializeChains,
  setActiveNetwork,
} from '../chain.ts'
import { modalOpenAtom } from '../modal.ts'
import { switchToUnconnectedNamespace } from '../namespaceReturn.ts'
import { setOptions } from '../options.ts'
import { platformAtom } from '../platform.ts'
import { testNetwork } from '../testing.ts'
import { goBack } from './goBack.ts'
import { openModal } from './openModal.ts'
import { type ResolveOpenViewInput, resolveOpenView } from './resolveOpenView.ts'
import { historyAtom, pushView, resetView, viewAtom, viewDataAtom } from './viewStack.ts'

const evmAddress = 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const mainnet = testNetwork('eip155:1')
const solana = testNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

function setup() {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  initializeChains(store, [mainnet, solana])
  store.set(modalOpenAtom, true)
  return store
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('§2 back', () => {
  test('§2 back: pops the history', () => {
    const store = setup()
    pushView(store, 'AllWallets')
    pushView(store, 'ConnectingWalletConnect')
    goBack(store)
    expect(store.get(viewAtom)).toBe('AllWallets')
    expect(store.get(historyAtom)).toHaveLength(2)
  })

  test('§2 back: Connect with an address shows Account', () => {
    const store = setup()
    pushView(store, 'Networks')
    setCaipAddress(store, evmAddress)
    goBack(store)
    expect(store.get(viewAtom)).toBe('Account')
    expect(store.get(historyAtom)).toHaveLength(1)
  })

  test('§2 back: Connect without an address stays Connect', () => {
    const store = setup()
    pushView(store, 'AllWallets')
    goBack(store)
    expect(store.get(viewAtom)).toBe('Connect')
    expect(store.get(modalOpenAtom)).toBe(true)
  })

  test('§2 back: at the root it closes the modal', () => {
    const store = setup()
    goBack(store)
    expect(store.get(modalOpenAtom)).toBe(false)
  })

  test('§2 back: leaving Farcaster unconnected clears the URL; connected keeps it', () => {
    const store = setup()
    setAccount(store, 'eip155', { farcasterUrl: 'https://farcaster.test/connect' })
    pushView(store, 'ConnectingFarcaster')
    goBack(store)
    expect(store.get(accountsAtom).eip155.farcasterUrl).toBeUndefined()
    const connected = setup()
    setCaipAddress(connected, evmAddress)
    setAccount(connected, 'eip155', { farcasterUrl: 'https://farcaster.test/connect' })
    pushView(connected, 'ConnectingFarcaster')
    goBack(connected)
    expect(connected.get(accountsAtom).eip155.farcasterUrl).toBe('https://farcaster.test/connect')
  })
})

describe('§2 back out of a namespace switched to', () => {
  const bitcoin = testNetwork('bip122:000000000933ea01ad0ee984209779ba')

  // Account → Networks → SwitchActiveChain(Bitcoin) → Switch, connected with an EVM wallet.
  function onConnectForBitcoin() {
    const store = setup()
    initializeChains(store, [mainnet, solana, bitcoin])
    setCaipAddress(store, evmAddress)
    resetView(store, 'Account')
    pushView(store, 'Networks')
    pushView(store, 'SwitchActiveChain', { network: bitcoin })
    switchToUnconnectedNamespace(store, bitcoin)
    return store
  }

  test('behavior: Back out of its Connect returns to Networks on the connected network (phone audit)', () => {
    const store = onConnectForBitcoin()
    pushView(store, 'AllWallets')
    goBack(store)
    // Still choosing a Bitcoin wallet.
    expect(store.get(viewAtom)).toBe('Connect')
    expect(store.get(activeNamespaceAtom)).toBe('bip122')
    goBack(store)
    expect(store.get(viewAtom)).toBe('Networks')
    expect(store.get(activeNetworkAtom)).toBe(mainnet)
    goBack(store)
    expect(store.get(viewAtom)).toBe('Account')
  })
})

describe('§2 opening', () => {
  const base: ResolveOpenViewInput = {
    activeNamespace: 'eip155',
    hasAdapters: true,
    manualWCControl: false,
    hasAddress: false,
    isMobile: false,
  }

  test('§2 open: an explicit view opens with its data', () => {
    expect(resolveOpenView({ ...base, view: 'Send', data: { token: 'USDC' } })).toEqual({
      switchNamespace: undefined,
      view: 'Send',
      data: { token: 'USDC' },
    })
  })

  test('§2 open: a namespace that differs from the active one switches network instead', () => {
    expect(resolveOpenView({ ...base, namespace: 'solana', view: 'Send' })).toEqual({
      switchNamespace: 'solana',
      view: 'Connect',
      data: undefined,
    })
    expect(resolveOpenView({ ...base, namespace: 'eip155' }).switchNamespace).toBeUndefined()
  })

  test('§2 open: no adapters and no address → AllWallets on mobile, ConnectingWalletConnectBasic otherwise', () => {
    expect(resolveOpenView({ ...base, hasAdapters: false, isMobile: true }).view).toBe('AllWallets')
    expect(resolveOpenView({ ...base, hasAdapters: false }).view).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  test('§2 open: manual pairing control behaves like no adapters', () => {
    expect(resolveOpenView({ ...base, manualWCControl: true }).view).toBe(
      'ConnectingWalletConnectBasic',
    )
    expect(resolveOpenView({ ...base, manualWCControl: true, hasAddress: true }).view).toBe(
      'Account',
    )
  })

  test('§2 open: Account when an address exists, else Connect', () => {
    expect(resolveOpenView({ ...base, hasAddress: true }).view).toBe('Account')
    expect(resolveOpenView(base).view).toBe('Connect')
  })

  test('§2 open: openModal resets the stack, marks open and switches namespace', () => {
    const store = createStore()
    setOptions(store, {}, { projectId: 'demo' })
    initializeChains(store, [mainnet, solana])
    pushView(store, 'Networks')
    openModal(store, { view: 'OnRamp', data: { amount: 10 } })
    expect(store.get(historyAtom)).toHaveLength(1)
    expect(store.get(viewDataAtom)).toEqual({ amount: 10 })
    expect(store.get(modalOpenAtom)).toBe(true)
    openModal(store, { namespace: 'solana' })
    expect(store.get(activeNamespaceAtom)).toBe('solana')
    expect(store.get(activeNetworkAtom)).toBe(solana)
    expect(store.get(viewAtom)).toBe('Connect')
  })

  test('regression: opened on a network the app lacks (the wallet moved there while closed, or before a reload), UnsupportedChain instead of Account', () => {
    const store = setup()
    const elsewhere = testNetwork('eip155:1337')
    setActiveNetwork(store, elsewhere)
    setCaipAddress(store, 'eip155:1337:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
    openModal(store)
    expect(store.get(viewAtom)).toBe('UnsupportedChain')
    expect(store.get(viewDataAtom)).toEqual({ network: elsewhere })
    // An explicit view opens as asked; a configured network opens Account.
    openModal(store, { view: 'Account' })
    expect(store.get(viewAtom)).toBe('Account')
    setActiveNetwork(store, mainnet)
    setCaipAddress(store, evmAddress)
    openModal(store)
    expect(store.get(viewAtom)).toBe('Account')
    // allowUnsupportedChain: the app takes any network, Account.
    setOptions(store, { allowUnsupportedChain: true }, { projectId: 'demo' })
    setActiveNetwork(store, elsewhere)
    openModal(store)
    expect(store.get(viewAtom)).toBe('Account')
  })

  test('§2 open: a namespace without networks is refused', () => {
    const store = setup()
    expect(() => openModal(store, { namespace: 'cosmos' })).toThrowError('Chain is not supported')
  })

  test('§2 open: without adapters on mobile opens AllWallets', () => {
    const store = createStore()
    store.set(platformAtom, {
      isMobile: true,
      isIosSafari: false,
      isTelegram: false,
      os: 'android',
    })
    openModal(store)
    expect(store.get(viewAtom)).toBe('AllWallets')
  })
})

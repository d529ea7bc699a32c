import { createStore } from 'jotai/vanilla'
import { describe, expect, test } from 'vitest'
import { setCaipAddress } from './account.ts'
import {
  activeNamespaceAtom,
  activeNetworkAtom,
  initializeChains,
  setActiveNetwork,
} from './chain.ts'
import { returnToConnectedNamespace, switchToUnconnectedNamespace } from './namespaceReturn.ts'
import { setOptions } from './options.ts'
import { historyAtom, pushView, resetView } from './router/viewStack.ts'
import { testNetwork } from './testing.ts'

const mainnet = testNetwork('eip155:1')
const optimism = testNetwork('eip155:10')
const solana = testNetwork('solana:abc')
const bitcoin = testNetwork('bip122:000000000933ea01ad0ee984209779ba')
const evmAddress = 'eip155:10:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

/** Connected with an EVM wallet on Optimism, on Account → Networks → SwitchActiveChain(Bitcoin). */
function onSwitchActiveChain() {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  initializeChains(store, [mainnet, optimism, solana, bitcoin])
  setActiveNetwork(store, optimism)
  setCaipAddress(store, evmAddress)
  resetView(store, 'Account')
  pushView(store, 'Networks')
  pushView(store, 'SwitchActiveChain', { network: bitcoin })
  return store
}

describe('switchToUnconnectedNamespace', () => {
  test('default: the network becomes active; Connect for its namespace replaces SwitchActiveChain', () => {
    const store = onSwitchActiveChain()
    switchToUnconnectedNamespace(store, bitcoin)
    expect(store.get(activeNetworkAtom)).toBe(bitcoin)
    expect(store.get(historyAtom)).toEqual([
      { view: 'Account', data: undefined },
      { view: 'Networks', data: undefined },
      { view: 'Connect', data: { namespace: 'bip122', returnTo: 'eip155' } },
    ])
  })
})

describe('returnToConnectedNamespace', () => {
  const connectFor = (data: Record<string, unknown>) => ({ view: 'Connect' as const, data })
  const cases: Array<{
    name: string
    left: (
      store: ReturnType<typeof onSwitchActiveChain>,
    ) => Parameters<typeof returnToConnectedNamespace>[1]
    expected: string
  }> = [
    {
      name: "behavior: leaving the tried namespace's Connect returns to the connected one's current network (phone audit: stranded on Bitcoin)",
      left: () => [connectFor({ namespace: 'bip122', returnTo: 'eip155' })],
      expected: optimism.caipNetworkId,
    },
    {
      name: 'behavior: closing from a view over that Connect returns too',
      left: (store) => store.get(historyAtom),
      expected: optimism.caipNetworkId,
    },
    {
      name: 'behavior: connected on the tried namespace meanwhile: it stays',
      left: (store) => {
        setCaipAddress(store, 'bip122:000000000933ea01ad0ee984209779ba:tb1qexample')
        return [connectFor({ namespace: 'bip122', returnTo: 'eip155' })]
      },
      expected: bitcoin.caipNetworkId,
    },
    {
      name: 'behavior: leaving any other view keeps the network',
      left: () => [{ view: 'AllWallets' }],
      expected: bitcoin.caipNetworkId,
    },
    {
      name: "behavior: a dapp's Connect for a namespace (no way back named) keeps the network",
      left: () => [connectFor({ namespace: 'bip122' })],
      expected: bitcoin.caipNetworkId,
    },
    {
      name: 'behavior: the namespace to return to is no longer connected: it stays',
      left: () => [connectFor({ namespace: 'bip122', returnTo: 'solana' })],
      expected: bitcoin.caipNetworkId,
    },
    {
      name: 'behavior: the active namespace is not the tried one any more: it stays',
      left: () => [connectFor({ namespace: 'solana', returnTo: 'eip155' })],
      expected: bitcoin.caipNetworkId,
    },
  ]

  for (const { name, left, expected } of cases) {
    test(name, () => {
      const store = onSwitchActiveChain()
      switchToUnconnectedNamespace(store, bitcoin)
      pushView(store, 'ConnectingExternal')
      returnToConnectedNamespace(store, left(store))
      expect(store.get(activeNetworkAtom)?.caipNetworkId).toBe(expected)
    })
  }

  test('default: the return keeps the view stack as it is', () => {
    const store = onSwitchActiveChain()
    switchToUnconnectedNamespace(store, bitcoin)
    const history = store.get(historyAtom)
    returnToConnectedNamespace(store, history)
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
    expect(store.get(historyAtom)).toBe(history)
  })
})

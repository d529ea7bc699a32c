import { createStore } from 'jotai/vanilla'
import { describe, expect, test } from 'vitest'
import {
  historyAtom,
  popView,
  pushView,
  replaceView,
  resetView,
  viewAtom,
  viewDataAtom,
} from './viewStack.ts'

describe('§2 view stack', () => {
  test('§2 stack: starts at Connect', () => {
    const store = createStore()
    expect(store.get(viewAtom)).toBe('Connect')
    expect(store.get(historyAtom)).toHaveLength(1)
  })

  test('§2 stack: push adds the view with its data', () => {
    const store = createStore()
    pushView(store, 'ConnectingExternal', { connectorId: 'io.metamask' })
    expect(store.get(viewAtom)).toBe('ConnectingExternal')
    expect(store.get(viewDataAtom)).toEqual({ connectorId: 'io.metamask' })
    expect(store.get(historyAtom)).toHaveLength(2)
  })

  test('§2 stack: pushing the current view is ignored', () => {
    const store = createStore()
    pushView(store, 'AllWallets', { page: 1 })
    pushView(store, 'AllWallets', { page: 2 })
    expect(store.get(historyAtom)).toHaveLength(2)
    expect(store.get(viewDataAtom)).toEqual({ page: 1 })
  })

  test('§2 stack: replacing with the same view is ignored', () => {
    const store = createStore()
    pushView(store, 'AllWallets', { page: 1 })
    replaceView(store, 'AllWallets', { page: 2 })
    expect(store.get(viewDataAtom)).toEqual({ page: 1 })
    replaceView(store, 'Networks')
    expect(store.get(historyAtom).map((entry) => entry.view)).toEqual(['Connect', 'Networks'])
  })

  test('§2 stack: reset sets a single-entry history', () => {
    const store = createStore()
    pushView(store, 'AllWallets')
    pushView(store, 'ConnectingWalletConnect')
    resetView(store, 'Account')
    expect(store.get(historyAtom)).toEqual([{ view: 'Account', data: undefined }])
  })

  test('behavior: resetting to the entry the stack already is keeps the stack', () => {
    const store = createStore()
    const data = { namespace: 'eip155' }
    resetView(store, 'Connect', data)
    const history = store.get(historyAtom)
    resetView(store, 'Connect', data)
    expect(store.get(historyAtom)).toBe(history)
    resetView(store, 'Connect', { namespace: 'eip155' })
    expect(store.get(historyAtom)).not.toBe(history)
    expect(store.get(historyAtom)).toEqual([{ view: 'Connect', data: { namespace: 'eip155' } }])
  })

  test('§2 stack: pop never drops the root', () => {
    const store = createStore()
    pushView(store, 'AllWallets')
    expect(popView(store)).toBe(true)
    expect(popView(store)).toBe(false)
    expect(store.get(viewAtom)).toBe('Connect')
  })
})

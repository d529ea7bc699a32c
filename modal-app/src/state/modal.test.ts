import { createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setCaipAddress } from './account.ts'
import { activeNamespaceAtom, initializeChains } from './chain.ts'
import { connectionAtom, setConnection, setPairing } from './connection.ts'
import {
  closeDisabledAtom,
  closeModal,
  isCloseDisabled,
  modalOpenAtom,
  shakeAtom,
  shakeModal,
} from './modal.ts'
import { switchToUnconnectedNamespace } from './namespaceReturn.ts'
import { setOptions } from './options.ts'
import { historyAtom, pushView, viewAtom } from './router/viewStack.ts'
import { siwxSessionAtom } from './siwx.ts'
import { testNetwork } from './testing.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function openStore(options: Record<string, unknown> = {}) {
  const store = createStore()
  setOptions(store, options, { projectId: 'demo' })
  store.set(modalOpenAtom, true)
  return store
}

describe('§2 §4 modal', () => {
  test('§4 modal: closed at start', () => {
    expect(createStore().get(modalOpenAtom)).toBe(false)
  })

  test('§4 shake lasts 500 ms', () => {
    const store = createStore()
    shakeModal(store)
    expect(store.get(shakeAtom)).toBe(true)
    vi.advanceTimersByTime(499)
    expect(store.get(shakeAtom)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(store.get(shakeAtom)).toBe(false)
  })

  test('§2 close: resets to Connect, clears the pairing URI, marks closed', () => {
    const store = openStore()
    pushView(store, 'AllWallets')
    pushView(store, 'ConnectingWalletConnect')
    setPairing(store, 'wc:abc')
    expect(closeModal(store)).toBe(true)
    expect(store.get(historyAtom)).toEqual([{ view: 'Connect', data: undefined }])
    expect(store.get(connectionAtom).wcUri).toBeUndefined()
    expect(store.get(modalOpenAtom)).toBe(false)
  })

  test('§2 close in embedded mode: Account when connected, stays open', () => {
    const store = openStore({ embedded: true })
    setConnection(store, { status: 'connected' })
    pushView(store, 'Networks')
    closeModal(store)
    expect(store.get(viewAtom)).toBe('Account')
    expect(store.get(historyAtom)).toHaveLength(1)
    expect(store.get(modalOpenAtom)).toBe(true)
  })

  test('behavior: closing on Connect for a namespace switched to returns to the connected one (phone audit)', () => {
    const bitcoin = testNetwork('bip122:000000000933ea01ad0ee984209779ba')
    for (const embedded of [false, true]) {
      const store = openStore({ embedded })
      initializeChains(store, [testNetwork('eip155:1'), bitcoin])
      setCaipAddress(store, 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
      setConnection(store, { status: 'connected' })
      pushView(store, 'Networks')
      pushView(store, 'SwitchActiveChain', { network: bitcoin })
      switchToUnconnectedNamespace(store, bitcoin)
      pushView(store, 'AllWallets')
      closeModal(store)
      expect(store.get(activeNamespaceAtom)).toBe('eip155')
      // Embedded mode stays shown: on the account, not an empty Connect.
      expect(store.get(viewAtom)).toBe(embedded ? 'Account' : 'Connect')
    }
  })

  test('§2 close in embedded mode: Connect when not connected', () => {
    const store = openStore({ embedded: true })
    pushView(store, 'AllWallets')
    closeModal(store)
    expect(store.get(viewAtom)).toBe('Connect')
    expect(store.get(modalOpenAtom)).toBe(true)
  })

  test('§4 close disabled on ApproveTransaction and SIWXSignMessage when auth is required without session', () => {
    for (const view of ['ApproveTransaction', 'SIWXSignMessage'] as const) {
      expect(isCloseDisabled({ view, siwxRequired: true, hasSiwxSession: false })).toBe(true)
      expect(isCloseDisabled({ view, siwxRequired: false, hasSiwxSession: false })).toBe(false)
      expect(isCloseDisabled({ view, siwxRequired: true, hasSiwxSession: true })).toBe(false)
    }
    expect(isCloseDisabled({ view: 'Account', siwxRequired: true, hasSiwxSession: false })).toBe(
      false,
    )
  })

  test('§4 a disabled close shakes and keeps the modal open; force closes', () => {
    const store = openStore({ siwx: { required: true } })
    pushView(store, 'SIWXSignMessage')
    expect(store.get(closeDisabledAtom)).toBe(true)
    expect(closeModal(store)).toBe(false)
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(store.get(shakeAtom)).toBe(true)
    store.set(siwxSessionAtom, { data: {}, message: 'm', signature: '0x' })
    expect(store.get(closeDisabledAtom)).toBe(false)
    store.set(siwxSessionAtom, undefined)
    expect(closeModal(store, { force: true })).toBe(true)
    expect(store.get(modalOpenAtom)).toBe(false)
  })
})

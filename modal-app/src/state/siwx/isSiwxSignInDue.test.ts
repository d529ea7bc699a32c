import { createStore } from 'jotai/vanilla'
import { describe, expect, test } from 'vitest'
import { setCaipAddress } from '../account.ts'
import { initializeChains, setNetworkState } from '../chain.ts'
import { hostOriginAtom } from '../hostOrigin.ts'
import { setOptions } from '../options.ts'
import { openModal } from '../router/openModal.ts'
import { viewAtom } from '../router/viewStack.ts'
import { createSafeStorage, storageAtom } from '../storage.ts'
import { TEST_SCOPE, testNetwork, testSiwxSession } from '../testing.ts'
import { isSiwxSignInDue } from './isSiwxSignInDue.ts'
import { addSiwxSession } from './siwxSessions.ts'

const mainnet = testNetwork('eip155:1')
const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const session = testSiwxSession('eip155:1', address)

function connected(siwx: { required?: boolean } | undefined) {
  const store = createStore()
  store.set(storageAtom, createSafeStorage(undefined))
  store.set(hostOriginAtom, TEST_SCOPE.hostOrigin)
  setOptions(store, siwx ? { siwx } : {}, { projectId: 'demo' })
  initializeChains(store, [mainnet])
  setCaipAddress(store, `eip155:1:${address}`)
  return store
}

describe('isSiwxSignInDue', () => {
  test('default: required SIWX, a connected account on a configured network, no session', () => {
    expect(isSiwxSignInDue(connected({ required: true }))).toBe(true)
  })

  test('behavior: not due with a live session; due again once it expired', () => {
    const store = connected({ required: true })
    const expiresAt = Date.now() + 60_000
    addSiwxSession(store, 'eip155', address, testSiwxSession('eip155:1', address, { expiresAt }))
    expect(isSiwxSignInDue(store, expiresAt - 1)).toBe(false)
    expect(isSiwxSignInDue(store, expiresAt)).toBe(true)
  })

  test('behavior: never due with SIWX optional or off, without an account or on an unconfigured network', () => {
    expect(isSiwxSignInDue(connected({ required: false }))).toBe(false)
    expect(isSiwxSignInDue(connected(undefined))).toBe(false)
    const store = connected({ required: true })
    setNetworkState(store, 'eip155', { caipNetwork: testNetwork('eip155:56') })
    expect(isSiwxSignInDue(store)).toBe(false)
    const empty = createStore()
    setOptions(empty, { siwx: { required: true } }, { projectId: 'demo' })
    initializeChains(empty, [mainnet])
    expect(isSiwxSignInDue(empty)).toBe(false)
  })

  test('§4 SIWX: opening the modal while a required sign-in is due shows SIWXSignMessage, not Account', () => {
    const store = connected({ required: true })
    openModal(store)
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    openModal(store, { view: 'Account' })
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    openModal(store, { view: 'Networks' })
    expect(store.get(viewAtom)).toBe('Networks')
    addSiwxSession(store, 'eip155', address, session)
    openModal(store)
    expect(store.get(viewAtom)).toBe('Account')
  })
})

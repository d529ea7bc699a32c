import { createStore } from 'jotai/vanilla'
import { describe, expect, test } from 'vitest'
import {
  initializeChains,
  modalOpenAtom,
  setCaipAddress,
  setOptions,
  viewAtom,
} from '../state/index.ts'
import { testNetwork } from '../state/testing.ts'
import { wireSiwx } from './wireSiwx.ts'

function connected(options: object) {
  const store = createStore()
  setOptions(store, options, { projectId: 'demo' })
  initializeChains(store, [testNetwork('eip155:1')])
  setCaipAddress(store, 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  return store
}

describe('wireSiwx', () => {
  test('§4 SIWX: after a connect with SIWX on and no session the sign view opens', () => {
    const store = connected({ siwx: { required: true } })
    expect(wireSiwx(store)).toBe(true)
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
  })

  test('§4 SIWX: without siwx in the options nothing changes', () => {
    const store = connected({})
    expect(wireSiwx(store)).toBe(false)
    expect(store.get(viewAtom)).not.toBe('SIWXSignMessage')
  })
})

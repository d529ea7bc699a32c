import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { pushView, viewAtom } from './router/viewStack.ts'
import {
  popTransactionStack,
  pushTransactionStack,
  transactionStackAtom,
} from './transactionStack.ts'

function setup() {
  const store = createStore()
  pushView(store, 'Send')
  pushView(store, 'ApproveTransaction')
  const action = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
  pushTransactionStack(store, action)
  return { store, action }
}

describe('§4 transaction stack', () => {
  test('§4 transaction stack: success runs its callback and stays on the view', () => {
    const { store, action } = setup()
    popTransactionStack(store, 'success')
    expect(action.onSuccess).toHaveBeenCalledOnce()
    expect(action.onError).not.toHaveBeenCalled()
    expect(store.get(viewAtom)).toBe('ApproveTransaction')
    expect(store.get(transactionStackAtom)).toEqual([])
  })

  test('§4 transaction stack: error runs its callback, then goes back', () => {
    const { store, action } = setup()
    popTransactionStack(store, 'error')
    expect(action.onError).toHaveBeenCalledOnce()
    expect(store.get(viewAtom)).toBe('Send')
  })

  test('§4 transaction stack: cancel runs its callback, then goes back', () => {
    const { store, action } = setup()
    popTransactionStack(store, 'cancel')
    expect(action.onCancel).toHaveBeenCalledOnce()
    expect(action.onSuccess).not.toHaveBeenCalled()
    expect(store.get(viewAtom)).toBe('Send')
  })

  test('§4 transaction stack: the newest request ends first; an empty stack does nothing', () => {
    const { store, action } = setup()
    const newer = { onSuccess: vi.fn() }
    pushTransactionStack(store, newer)
    popTransactionStack(store, 'success')
    expect(newer.onSuccess).toHaveBeenCalledOnce()
    expect(action.onSuccess).not.toHaveBeenCalled()
    popTransactionStack(store, 'success')
    popTransactionStack(store, 'cancel')
    expect(store.get(viewAtom)).toBe('ApproveTransaction')
  })
})

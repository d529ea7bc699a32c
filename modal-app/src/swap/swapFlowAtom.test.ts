import { SWAP_NATIVE_TOKEN, type SwapQuote } from '@airlock/shared-protocol/swapApi'
import { createStore } from 'jotai/vanilla'
import { expect, test } from 'vitest'
import { SWAP_START } from './swapFlow.ts'
import { readSwapFlow, swapDispatch, swapFlowAtom } from './swapFlowAtom.ts'

const eth = { address: SWAP_NATIVE_TOKEN, symbol: 'ETH', name: 'Ether', decimals: 18 }
const quote: SwapQuote = { srcToken: eth, dstToken: { ...eth, symbol: 'X' }, dstAmount: '1' }
const A = 'eip155:1 0xaa'
const B = 'eip155:1 0xbb'

test('default: a swap never begun is at the start', () => {
  expect(readSwapFlow(createStore().get(swapFlowAtom), A)).toBe(SWAP_START)
})

test('behavior: each key moves on its own; a late answer for one never moves another', () => {
  const store = createStore()
  for (const key of [A, B]) {
    swapDispatch(store, key, { type: 'quoting' })
    swapDispatch(store, key, { type: 'quoted', quote, at: 1, allowance: undefined })
    swapDispatch(store, key, { type: 'swap' })
  }
  swapDispatch(store, A, { type: 'sent', hash: '0xab' })
  swapDispatch(store, A, { type: 'settled', hash: '0xab', status: 'success' })
  const flows = store.get(swapFlowAtom)
  expect(readSwapFlow(flows, A)).toEqual({
    phase: 'settled',
    result: { hash: '0xab', status: 'success', quote },
  })
  expect(readSwapFlow(flows, B)).toEqual({ phase: 'swapping', quote, quotedAt: 1 })
  // An event that fits no phase leaves the store as it was.
  swapDispatch(store, B, { type: 'quoted', quote, at: 2, allowance: undefined })
  expect(store.get(swapFlowAtom)).toBe(flows)
})

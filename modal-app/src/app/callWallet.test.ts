import { ErrorCode } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { activeNetworkAtom, initializeChains, setChainClients } from '../state/index.ts'
import { testNetwork } from '../state/testing.ts'
import { callWallet } from './callWallet.ts'

const one = testNetwork('eip155:1')
const two = testNetwork('eip155:137')

describe('callWallet', () => {
  test('error: without a wallet every call fails with "No wallet is connected."', async () => {
    const store = createStore()
    initializeChains(store, [one, two])
    for (const call of [
      { kind: 'switchNetwork', network: two },
      { kind: 'signMessage', purpose: 'siwx', message: 'hi' },
      { kind: 'sendTransaction', purpose: 'send' },
      { kind: 'connect', connectorId: 'io.metamask' },
    ] as const) {
      await expect(callWallet(store, call)).rejects.toMatchObject({
        code: ErrorCode.CONNECTOR_NOT_FOUND,
        shortMessage: 'No wallet is connected.',
      })
    }
    expect(store.get(activeNetworkAtom)).toBe(one)
  })

  test('behavior: a network switch goes through the chain area once a client exists', async () => {
    const store = createStore()
    initializeChains(store, [one, two])
    const switchNetwork = vi.fn(async () => {})
    setChainClients(store, 'eip155', { networkClient: { switchNetwork } })
    await callWallet(store, { kind: 'switchNetwork', network: two })
    expect(switchNetwork).toHaveBeenCalledWith(two)
    expect(store.get(activeNetworkAtom)).toBe(two)
  })
})

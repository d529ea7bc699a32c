import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { setCaipAddress } from './account.ts'
import { activeNetworkAtom, initializeChains, setChainClients, setNetworkState } from './chain.ts'
import { connectorsAtom, setActiveConnector } from './connectors.ts'
import { modalOpenAtom } from './modal.ts'
import { requestNetworkSwitch, switchActiveNetwork } from './networkSwitch.ts'
import { setOptions } from './options.ts'
import { pushView, viewAtom } from './router/viewStack.ts'
import { sendDraftAtom, setSendDraft } from './send/sendDraft.ts'
import { testNetwork } from './testing.ts'

const mainnet = testNetwork('eip155:1')
const polygon = testNetwork('eip155:137')
const base = testNetwork('eip155:8453')
const solana = testNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

function setup(options: Record<string, unknown> = {}) {
  const store = createStore()
  setOptions(store, options, { projectId: 'demo' })
  initializeChains(store, [mainnet, polygon, solana])
  store.set(modalOpenAtom, true)
  return store
}

describe('§4 switching network', () => {
  test('§4 switching: the send draft is reset', () => {
    const store = setup()
    setSendDraft(store, {
      receiverAddress: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
      sendTokenAmount: '1',
    })
    requestNetworkSwitch(store, polygon)
    expect(store.get(sendDraftAtom).receiverAddress).toBeUndefined()
    expect(store.get(sendDraftAtom).sendTokenAmount).toBeUndefined()
  })

  test('§4 switching: unsupported network shows UnsupportedChain', () => {
    expect(requestNetworkSwitch(setup(), base)).toBe('UnsupportedChain')
    expect(requestNetworkSwitch(setup({ allowUnsupportedChain: true }), base)).toBe('SwitchNetwork')
  })

  test('§4 switching: another namespace while connected here goes to SwitchActiveChain', () => {
    const store = setup()
    setCaipAddress(store, 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
    expect(requestNetworkSwitch(store, solana)).toBe('SwitchActiveChain')
    expect(store.get(viewAtom)).toBe('SwitchActiveChain')
  })

  test('§4 switching: the auth connector on a supported chain goes to SwitchNetwork', () => {
    const store = setup()
    setCaipAddress(store, 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
    store.set(connectorsAtom, [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }])
    setActiveConnector(store, 'eip155', 'auth')
    expect(requestNetworkSwitch(store, solana)).toBe('SwitchNetwork')
  })

  test('§4 switching: calls the chain client and activates the network', async () => {
    const store = setup()
    const switchNetwork = vi.fn(async () => {})
    setChainClients(store, 'eip155', { networkClient: { switchNetwork } })
    pushView(store, 'Networks')
    await switchActiveNetwork(store, polygon)
    expect(switchNetwork).toHaveBeenCalledWith(polygon)
    expect(store.get(activeNetworkAtom)).toBe(polygon)
    expect(store.get(modalOpenAtom)).toBe(true)
  })

  test("§4 switching: closes the modal when the previous network was not in the chain's list", async () => {
    const store = setup()
    setChainClients(store, 'eip155', { networkClient: { switchNetwork: async () => {} } })
    setNetworkState(store, 'eip155', { caipNetwork: base })
    await switchActiveNetwork(store, polygon)
    expect(store.get(modalOpenAtom)).toBe(false)
  })

  test('§4 switching: on failure it goes back one view', async () => {
    const store = setup()
    const error = new Error('rejected')
    setChainClients(store, 'eip155', {
      networkClient: { switchNetwork: async () => Promise.reject(error) },
    })
    pushView(store, 'Networks')
    pushView(store, 'SwitchNetwork')
    await expect(switchActiveNetwork(store, polygon)).rejects.toBe(error)
    expect(store.get(viewAtom)).toBe('Networks')
    expect(store.get(activeNetworkAtom)).toBe(mainnet)
  })

  test('§8 switching without a client: NetworkController client not set', async () => {
    await expect(switchActiveNetwork(setup(), polygon)).rejects.toThrowError(
      'NetworkController client not set',
    )
  })
})

import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test } from 'vitest'
import { accountsAtom } from '../state/account.ts'
import { activeNetworkAtom } from '../state/chain.ts'
import { modalOpenAtom } from '../state/modal.ts'
import { pushView, viewAtom } from '../state/router/viewStack.ts'
import { connectHostWallet } from '../wallets/connectHostWallet.ts'
import {
  EVM_ADDRESS,
  fakeBridge,
  mainnet,
  metamask,
  polygon,
  rejected,
  setupStore,
} from '../wallets/testing.ts'
import { switchEvmNetwork } from './switchEvmNetwork.ts'

async function connected(chainId = '0x1') {
  const { store } = setupStore()
  await connectHostWallet(
    store,
    { bridge: fakeBridge({ eth_requestAccounts: [EVM_ADDRESS], eth_chainId: chainId }) },
    metamask,
  )
  store.set(modalOpenAtom, true)
  pushView(store, 'Networks')
  pushView(store, 'SwitchNetwork')
  return store
}

const unknownChain = () => {
  throw new AirlockError(ErrorCode.INTERNAL, 'Unrecognized chain ID', { data: { code: 4902 } })
}

describe('switchEvmNetwork', () => {
  test('default: asks wallet_switchEthereumChain, then the network and account follow', async () => {
    const store = await connected()
    const bridge = fakeBridge({ wallet_switchEthereumChain: null })
    expect(await switchEvmNetwork(store, { bridge }, polygon)).toEqual({ kind: 'switched' })
    expect(bridge.calls).toEqual([
      {
        connectorId: 'io.metamask',
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x89' }],
      },
    ])
    expect(store.get(activeNetworkAtom)).toBe(polygon)
    expect(store.get(accountsAtom).eip155.caipAddress).toBe(`eip155:137:${EVM_ADDRESS}`)
    expect(store.get(modalOpenAtom)).toBe(true)
  })

  test('behavior: an unknown chain (4902) is added with its fields, then switched again', async () => {
    const store = await connected()
    let switches = 0
    const bridge = fakeBridge({
      wallet_switchEthereumChain: () => (switches++ === 0 ? unknownChain() : null),
      wallet_addEthereumChain: null,
    })
    expect(await switchEvmNetwork(store, { bridge }, mainnet)).toEqual({ kind: 'switched' })
    expect(bridge.methods()).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(bridge.calls[1]?.params).toEqual([
      {
        chainId: '0x1',
        chainName: 'Ethereum',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8545'],
        blockExplorerUrls: ['https://etherscan.io'],
      },
    ])
  })

  test('error: a declined switch goes back one view and changes no network', async () => {
    const store = await connected()
    const bridge = fakeBridge({ wallet_switchEthereumChain: rejected })
    expect(await switchEvmNetwork(store, { bridge }, polygon)).toEqual({
      kind: 'rejected',
      message: 'Network switch declined',
    })
    expect(store.get(viewAtom)).toBe('Networks')
    expect(store.get(activeNetworkAtom)).toBe(mainnet)
    expect(store.get(accountsAtom).eip155.caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
  })

  test('error: a declined add-chain is a rejection too', async () => {
    const store = await connected()
    const bridge = fakeBridge({
      wallet_switchEthereumChain: unknownChain,
      wallet_addEthereumChain: rejected,
    })
    expect((await switchEvmNetwork(store, { bridge }, polygon)).kind).toBe('rejected')
    expect(store.get(viewAtom)).toBe('Networks')
  })

  test('behavior: leaving an unconfigured network closes the modal (§4)', async () => {
    const store = await connected('0xa')
    const bridge = fakeBridge({ wallet_switchEthereumChain: null })
    await switchEvmNetwork(store, { bridge }, mainnet)
    expect(store.get(modalOpenAtom)).toBe(false)
    expect(store.get(activeNetworkAtom)).toBe(mainnet)
  })

  test('behavior: without a connected wallet only the modal network changes', async () => {
    const { store } = setupStore()
    const bridge = fakeBridge({})
    expect(await switchEvmNetwork(store, { bridge }, polygon)).toEqual({ kind: 'switched' })
    expect(bridge.calls).toEqual([])
    expect(store.get(activeNetworkAtom)).toBe(polygon)
  })
})

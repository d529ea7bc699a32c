import { describe, expect, test } from 'vitest'
import { accountsAtom, connectedNamespacesAtom } from '../state/account.ts'
import { activeNamespaceAtom, activeNetworkAtom } from '../state/chain.ts'
import { recordEvents } from '../state/testingEvents.ts'
import { connectHostWallet } from '../wallets/connectHostWallet.ts'
import {
  EVM_ADDRESS,
  fakeBridge,
  mainnet,
  metamask,
  phantomSolana,
  polygon,
  SOLANA_ADDRESS,
  setupStore,
  solanaMainnet,
} from '../wallets/testing.ts'
import { switchNetwork } from './switchNetwork.ts'

describe('switchNetwork', () => {
  test('behavior: SwitchActiveChain between eip155 and solana keeps both connected', async () => {
    const { store } = setupStore()
    await connectHostWallet(
      store,
      { bridge: fakeBridge({ eth_requestAccounts: [EVM_ADDRESS], eth_chainId: '0x1' }) },
      metamask,
    )
    await connectHostWallet(
      store,
      { bridge: fakeBridge({ 'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] } }) },
      phantomSolana,
    )
    const bridge = fakeBridge({ wallet_switchEthereumChain: null })
    expect(await switchNetwork(store, { bridge }, mainnet)).toEqual({ kind: 'switched' })
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
    expect(await switchNetwork(store, { bridge }, solanaMainnet)).toEqual({ kind: 'switched' })
    expect(store.get(activeNamespaceAtom)).toBe('solana')
    expect(store.get(activeNetworkAtom)).toBe(solanaMainnet)
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155', 'solana'])
    expect(bridge.methods()).toEqual(['wallet_switchEthereumChain'])
    expect(store.get(accountsAtom).solana.caipAddress).toBe(
      `${solanaMainnet.caipNetworkId}:${SOLANA_ADDRESS}`,
    )
  })

  test('behavior: SWITCH_NETWORK is tracked on every switch: disconnected, eip155 connected, solana', async () => {
    const { store } = setupStore()
    const events = recordEvents(store)
    const bridge = fakeBridge({
      eth_requestAccounts: [EVM_ADDRESS],
      eth_chainId: '0x1',
      wallet_switchEthereumChain: null,
    })
    await switchNetwork(store, { bridge }, polygon)
    await connectHostWallet(store, { bridge }, metamask)
    await switchNetwork(store, { bridge }, mainnet)
    await switchNetwork(store, { bridge }, solanaMainnet)
    // Connecting tracks CONNECT_SUCCESS between them; only the switches matter here.
    const switches = () => events().filter(({ event }) => event === 'SWITCH_NETWORK')
    await expect.poll(switches).toEqual(
      [polygon, mainnet, solanaMainnet].map((network) => ({
        event: 'SWITCH_NETWORK',
        properties: { network: network.caipNetworkId },
      })),
    )
  })
})

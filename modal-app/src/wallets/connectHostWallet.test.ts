import { afterEach, describe, expect, test, vi } from 'vitest'
import { accountsAtom, connectedNamespacesAtom } from '../state/account.ts'
import { activeNamespaceAtom, activeNetworkAtom, chainsAtom } from '../state/chain.ts'
import { connectionAtom, getRecentWallets } from '../state/connection.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { pushView, viewAtom, viewDataAtom } from '../state/router/viewStack.ts'
import { connectorIdKey, STORAGE_KEYS } from '../state/storage.ts'
import { recordEvents } from '../state/testingEvents.ts'
import { connectHostWallet } from './connectHostWallet.ts'
import {
  BITCOIN_ADDRESS,
  bitcoinTestnet,
  COSMOS_ADDRESS,
  cosmosTestnet,
  EVM_ADDRESS,
  fakeBridge,
  keplr,
  mainnet,
  metamask,
  POLKADOT_ADDRESS,
  pending,
  phantomSolana,
  polygon,
  rejected,
  SOLANA_ADDRESS,
  setupStore,
  snapshot,
  solanaMainnet,
  talisman,
  westend,
  xverse,
} from './testing.ts'

afterEach(() => {
  vi.useRealTimers()
})

const evmWallet = (chainId = '0x89') =>
  fakeBridge({ eth_requestAccounts: [EVM_ADDRESS.toLowerCase()], eth_chainId: chainId })

describe('connectHostWallet', () => {
  test('default: EVM asks eth_requestAccounts then eth_chainId and records the connection', async () => {
    const { store, saved } = setupStore()
    const bridge = evmWallet('0x89')
    const result = await connectHostWallet(store, { bridge }, metamask)
    expect(bridge.methods()).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(bridge.calls.every((call) => call.connectorId === 'io.metamask')).toBe(true)
    expect(result).toEqual({
      kind: 'connected',
      address: EVM_ADDRESS,
      caipAddress: `eip155:137:${EVM_ADDRESS}`,
      network: polygon,
      supported: true,
    })
    expect(store.get(accountsAtom).eip155).toMatchObject({
      address: EVM_ADDRESS,
      caipAddress: `eip155:137:${EVM_ADDRESS}`,
      status: 'connected',
      connectedWalletInfo: { name: 'MetaMask', icon: metamask.icon },
      allAccounts: [{ address: EVM_ADDRESS, type: 'eoa' }],
    })
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
    expect(store.get(activeNetworkAtom)).toBe(polygon)
    expect(store.get(connectionAtom).status).toBe('connected')
    expect(store.get(activeConnectorIdsAtom).eip155).toBe('io.metamask')
    expect(saved.get(connectorIdKey('eip155'))).toBe('"io.metamask"')
    expect(getRecentWallets(store)[0]).toEqual({
      id: 'io.metamask',
      name: 'MetaMask',
      imageUrl: metamask.icon,
    })
    expect(store.get(chainsAtom).eip155?.networkClient).toBeDefined()
  })

  test('behavior: CONNECT_SUCCESS is tracked with method browser and the wallet name', async () => {
    const { store } = setupStore()
    const events = recordEvents(store)
    await connectHostWallet(store, { bridge: evmWallet('0x89') }, metamask)
    await vi.waitFor(() =>
      expect(events()).toContainEqual({
        event: 'CONNECT_SUCCESS',
        properties: { method: 'browser', name: 'MetaMask' },
        address: EVM_ADDRESS,
      }),
    )
  })

  test('error: a declined connection tracks nothing', async () => {
    const { store } = setupStore()
    const events = recordEvents(store)
    await connectHostWallet(
      store,
      { bridge: fakeBridge({ eth_requestAccounts: rejected }) },
      metamask,
    )
    expect(events()).toEqual([])
  })

  test('behavior: the explorer link of the address follows the network', async () => {
    const { store } = setupStore()
    await connectHostWallet(store, { bridge: evmWallet('0x1') }, metamask)
    expect(store.get(accountsAtom).eip155.addressExplorerUrl).toBe(
      `https://etherscan.io/address/${EVM_ADDRESS}`,
    )
  })

  test('error: a rejection changes nothing and says "Connection declined"', async () => {
    const { store, saved } = setupStore()
    pushView(store, 'ConnectingExternal', { connectorId: 'io.metamask' })
    const before = snapshot(store, saved)
    const bridge = fakeBridge({ eth_requestAccounts: rejected, eth_chainId: '0x1' })
    const result = await connectHostWallet(store, { bridge }, metamask)
    expect(result).toMatchInlineSnapshot(`
      {
        "kind": "rejected",
        "message": "Connection declined",
      }
    `)
    expect(snapshot(store, saved)).toEqual(before)
    expect(bridge.methods()).toEqual(['eth_requestAccounts'])
  })

  test('error: a rejection on Solana changes nothing either', async () => {
    const { store, saved } = setupStore()
    const before = snapshot(store, saved)
    const result = await connectHostWallet(
      store,
      { bridge: fakeBridge({ 'standard:connect': rejected }) },
      phantomSolana,
    )
    expect(result.kind).toBe('rejected')
    expect(snapshot(store, saved)).toEqual(before)
  })

  test('error: a prompt already open says "Open your wallet to continue"', async () => {
    const { store, saved } = setupStore()
    const before = snapshot(store, saved)
    const result = await connectHostWallet(
      store,
      { bridge: fakeBridge({ eth_requestAccounts: pending }) },
      metamask,
    )
    expect(result).toEqual({ kind: 'pending', message: 'Open your wallet to continue' })
    expect(snapshot(store, saved)).toEqual(before)
  })

  test('error: another failure returns its text and changes nothing', async () => {
    const { store, saved } = setupStore()
    const before = snapshot(store, saved)
    const bridge = fakeBridge({
      eth_requestAccounts: () => {
        throw new Error('Wallet is locked')
      },
    })
    expect(await connectHostWallet(store, { bridge }, metamask)).toEqual({
      kind: 'error',
      message: 'Wallet is locked',
    })
    expect(snapshot(store, saved)).toEqual(before)
  })

  test('error: no account or a malformed chain id is an error, not a connection', async () => {
    const { store, saved } = setupStore()
    const before = snapshot(store, saved)
    const empty = fakeBridge({ eth_requestAccounts: [], eth_chainId: '0x1' })
    expect(await connectHostWallet(store, { bridge: empty }, metamask)).toEqual({
      kind: 'error',
      message: 'The wallet did not share an account',
    })
    const badChain = fakeBridge({ eth_requestAccounts: [EVM_ADDRESS], eth_chainId: 'banana' })
    expect((await connectHostWallet(store, { bridge: badChain }, metamask)).kind).toBe('error')
    expect(snapshot(store, saved)).toEqual(before)
  })

  test('behavior: a wallet on an unconfigured network routes to UnsupportedChain', async () => {
    const { store } = setupStore()
    pushView(store, 'ConnectingExternal')
    const result = await connectHostWallet(store, { bridge: evmWallet('0xa') }, metamask)
    expect(result).toMatchObject({ kind: 'connected', supported: false })
    expect(store.get(viewAtom)).toBe('UnsupportedChain')
    expect(store.get(viewDataAtom)?.network).toMatchObject({
      caipNetworkId: 'eip155:10',
      name: 'Unknown Network',
    })
    expect(store.get(accountsAtom).eip155.caipAddress).toBe(`eip155:10:${EVM_ADDRESS}`)
  })

  test('args: allowUnsupportedChain keeps the view', async () => {
    const { store } = setupStore({ allowUnsupportedChain: true })
    pushView(store, 'ConnectingExternal')
    const result = await connectHostWallet(store, { bridge: evmWallet('0xa') }, metamask)
    expect(result).toMatchObject({ kind: 'connected', supported: false })
    expect(store.get(viewAtom)).toBe('ConnectingExternal')
  })

  test('default: Solana connects with standard:connect on the current network', async () => {
    const { store, saved } = setupStore()
    const bridge = fakeBridge({
      'standard:connect': { accounts: [{ address: SOLANA_ADDRESS, chains: ['solana:mainnet'] }] },
    })
    const result = await connectHostWallet(store, { bridge }, phantomSolana)
    expect(bridge.calls).toEqual([
      { connectorId: 'phantom-solana', method: 'standard:connect', params: undefined },
    ])
    expect(result).toMatchObject({
      kind: 'connected',
      caipAddress: `${solanaMainnet.caipNetworkId}:${SOLANA_ADDRESS}`,
    })
    expect(store.get(activeNamespaceAtom)).toBe('solana')
    expect(saved.get(connectorIdKey('solana'))).toBe('"phantom-solana"')
  })

  test('behavior: connecting on a second namespace keeps the first (connected on both)', async () => {
    const { store, saved } = setupStore()
    await connectHostWallet(store, { bridge: evmWallet('0x1') }, metamask)
    await connectHostWallet(
      store,
      { bridge: fakeBridge({ 'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] } }) },
      phantomSolana,
    )
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155', 'solana'])
    expect(store.get(accountsAtom).eip155.address).toBe(EVM_ADDRESS)
    expect(store.get(accountsAtom).solana.address).toBe(SOLANA_ADDRESS)
    expect(store.get(activeConnectorIdsAtom)).toEqual({
      eip155: 'io.metamask',
      solana: 'phantom-solana',
    })
    expect(store.get(chainsAtom).eip155?.networkState.caipNetwork).toBe(mainnet)
    expect(saved.get(STORAGE_KEYS.activeNamespace)).toBe('"solana"')
    expect(getRecentWallets(store).map((wallet) => wallet.id)).toEqual([
      'phantom-solana',
      'io.metamask',
    ])
  })

  test('args: a connectors-area Connector works like a HostConnector', async () => {
    const { store } = setupStore()
    const result = await connectHostWallet(
      store,
      { bridge: evmWallet('0x1') },
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' },
    )
    expect(result.kind).toBe('connected')
    expect(store.get(accountsAtom).eip155.connectedWalletInfo).toEqual({ name: 'MetaMask' })
  })

  test('default: polkadot, bitcoin and cosmos host wallets connect on the current network, all at once', async () => {
    const { store } = setupStore({}, [mainnet, westend, bitcoinTestnet, cosmosTestnet])
    const bridge = fakeBridge({
      eth_requestAccounts: [EVM_ADDRESS],
      eth_chainId: '0x1',
      'polkadot:connect': { accounts: [{ address: POLKADOT_ADDRESS, name: 'Alice' }] },
      'bitcoin:connect': {
        accounts: [{ address: BITCOIN_ADDRESS, publicKey: '03ab', purpose: 'payment' }],
      },
      'cosmos:connect': {
        accounts: [{ address: COSMOS_ADDRESS, pubKey: 'A6hu', algo: 'secp256k1' }],
      },
    })
    await connectHostWallet(store, { bridge }, metamask)
    expect(await connectHostWallet(store, { bridge }, talisman)).toMatchObject({
      kind: 'connected',
      caipAddress: `polkadot:e143f23803ac50e8f6f8e62695d1ce9e:${POLKADOT_ADDRESS}`,
      network: westend,
    })
    expect(await connectHostWallet(store, { bridge }, xverse)).toMatchObject({
      caipAddress: `bip122:000000000933ea01ad0ee984209779ba:${BITCOIN_ADDRESS}`,
    })
    expect(await connectHostWallet(store, { bridge }, keplr)).toMatchObject({
      caipAddress: `cosmos:provider:${COSMOS_ADDRESS}`,
    })
    expect(bridge.calls.slice(2)).toEqual([
      { connectorId: 'polkadot:talisman', method: 'polkadot:connect', params: undefined },
      { connectorId: 'bip122:ws:Xverse', method: 'bitcoin:connect', params: undefined },
      { connectorId: 'cosmos:keplr', method: 'cosmos:connect', params: { chainId: 'provider' } },
    ])
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155', 'polkadot', 'bip122', 'cosmos'])
    expect(store.get(activeConnectorIdsAtom)).toEqual({
      eip155: 'io.metamask',
      polkadot: 'polkadot:talisman',
      bip122: 'bip122:ws:Xverse',
      cosmos: 'cosmos:keplr',
    })
    expect(store.get(activeNamespaceAtom)).toBe('cosmos')
    // Subscan's and mempool.space's pages of the address (spec: Account links the explorer).
    expect(store.get(accountsAtom).polkadot.addressExplorerUrl).toBe(
      `https://westend.subscan.io/account/${POLKADOT_ADDRESS}`,
    )
    expect(store.get(accountsAtom).bip122.addressExplorerUrl).toBe(
      `https://mempool.space/testnet/address/${BITCOIN_ADDRESS}`,
    )
  })

  test('error: a declined polkadot connection changes nothing', async () => {
    const { store, saved } = setupStore({}, [westend])
    const before = snapshot(store, saved)
    const result = await connectHostWallet(
      store,
      { bridge: fakeBridge({ 'polkadot:connect': rejected }) },
      talisman,
    )
    expect(result).toEqual({ kind: 'rejected', message: 'Connection declined' })
    expect(snapshot(store, saved)).toEqual(before)
  })

  test('error: a namespace the project configured no network of is an error', async () => {
    const { store } = setupStore()
    const bridge = fakeBridge({ 'cosmos:connect': { accounts: [{ address: COSMOS_ADDRESS }] } })
    expect(await connectHostWallet(store, { bridge }, keplr)).toEqual({
      kind: 'error',
      message: 'The project configured no cosmos network.',
    })
    expect(bridge.calls).toEqual([])
  })
})

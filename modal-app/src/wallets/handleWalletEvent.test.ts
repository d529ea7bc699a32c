import { describe, expect, test } from 'vitest'
import { accountsAtom, connectedNamespacesAtom, setAccount } from '../state/account.ts'
import { activeNamespaceAtom, activeNetworkAtom, chainsAtom } from '../state/chain.ts'
import { connectionAtom } from '../state/connection.ts'
import { pushView, viewAtom } from '../state/router/viewStack.ts'
import { sendDraftAtom, setSendDraft } from '../state/send/sendDraft.ts'
import { connectorIdKey } from '../state/storage.ts'
import { connectHostWallet } from './connectHostWallet.ts'
import { handleWalletEvent } from './handleWalletEvent.ts'
import {
  COSMOS_ADDRESS,
  cosmosTestnet,
  EVM_ADDRESS,
  EVM_ADDRESS_2,
  fakeBridge,
  keplr,
  mainnet,
  metamask,
  phantomSolana,
  polygon,
  SOLANA_ADDRESS,
  setupStore,
} from './testing.ts'

async function connected() {
  const setup = setupStore()
  await connectHostWallet(
    setup.store,
    { bridge: fakeBridge({ eth_requestAccounts: [EVM_ADDRESS], eth_chainId: '0x1' }) },
    metamask,
  )
  return setup
}

describe('handleWalletEvent', () => {
  test('accountsChanged: the first account becomes the address on the same network', async () => {
    const { store } = await connected()
    handleWalletEvent(store, {
      connectorId: 'io.metamask',
      event: 'accountsChanged',
      data: [EVM_ADDRESS_2.toLowerCase(), EVM_ADDRESS],
    })
    expect(store.get(accountsAtom).eip155).toMatchObject({
      address: EVM_ADDRESS_2,
      caipAddress: `eip155:1:${EVM_ADDRESS_2}`,
      addressExplorerUrl: `https://etherscan.io/address/${EVM_ADDRESS_2}`,
      status: 'connected',
    })
    expect(store.get(accountsAtom).eip155.allAccounts).toHaveLength(2)
  })

  test('accountsChanged: the same first account again keeps its balance; another clears it', async () => {
    const { store } = await connected()
    setAccount(store, 'eip155', { balance: '1.5', balanceSymbol: 'ETH' })
    const accountsChanged = (data: string[]) =>
      handleWalletEvent(store, { connectorId: 'io.metamask', event: 'accountsChanged', data })
    accountsChanged([EVM_ADDRESS.toLowerCase(), EVM_ADDRESS_2])
    expect(store.get(accountsAtom).eip155).toMatchObject({ address: EVM_ADDRESS, balance: '1.5' })
    expect(store.get(accountsAtom).eip155.allAccounts).toHaveLength(2)
    accountsChanged([EVM_ADDRESS_2])
    expect(store.get(accountsAtom).eip155).toMatchObject({
      address: EVM_ADDRESS_2,
      balance: undefined,
    })
  })

  test('accountsChanged: an empty list disconnects that namespace only', async () => {
    const { store, saved } = await connected()
    await connectHostWallet(
      store,
      { bridge: fakeBridge({ 'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] } }) },
      phantomSolana,
    )
    handleWalletEvent(store, { connectorId: 'io.metamask', event: 'accountsChanged', data: [] })
    expect(store.get(connectedNamespacesAtom)).toEqual(['solana'])
    expect(store.get(accountsAtom).eip155.status).toBe('disconnected')
    expect(saved.has(connectorIdKey('eip155'))).toBe(false)
    expect(store.get(connectionAtom).status).toBe('connected')
  })

  test('accountsChanged: the last namespace leaving resets the connection and the view', async () => {
    const { store } = await connected()
    pushView(store, 'Account')
    handleWalletEvent(store, { connectorId: 'io.metamask', event: 'accountsChanged', data: [] })
    expect(store.get(connectionAtom).status).toBe('disconnected')
    expect(store.get(viewAtom)).toBe('Connect')
  })

  test('change: a wallet-standard account change on solana', async () => {
    const { store } = setupStore()
    await connectHostWallet(
      store,
      { bridge: fakeBridge({ 'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] } }) },
      phantomSolana,
    )
    handleWalletEvent(store, {
      connectorId: 'phantom-solana',
      event: 'change',
      data: { accounts: [] },
    })
    expect(store.get(accountsAtom).solana.status).toBe('disconnected')
  })

  test('chainChanged: a configured network becomes current, the account follows', async () => {
    const { store } = await connected()
    handleWalletEvent(store, { connectorId: 'io.metamask', event: 'chainChanged', data: '0x89' })
    expect(store.get(activeNetworkAtom)).toBe(polygon)
    expect(store.get(accountsAtom).eip155.caipAddress).toBe(`eip155:137:${EVM_ADDRESS}`)
  })

  test('chainChanged: the send draft made on the old network is emptied, not sent on the new', async () => {
    const { store } = await connected()
    setSendDraft(store, { sendTokenAmount: '1', receiverAddress: EVM_ADDRESS_2 })
    // The same chain announced again changes nothing.
    handleWalletEvent(store, { connectorId: 'io.metamask', event: 'chainChanged', data: '0x1' })
    expect(store.get(sendDraftAtom).sendTokenAmount).toBe('1')
    handleWalletEvent(store, { connectorId: 'io.metamask', event: 'chainChanged', data: '0x89' })
    expect(store.get(sendDraftAtom)).toMatchObject({
      sendTokenAmount: undefined,
      receiverAddress: undefined,
    })
  })

  test('chainChanged: an unconfigured network routes to UnsupportedChain, back on return', async () => {
    const { store } = await connected()
    pushView(store, 'Account')
    handleWalletEvent(store, { connectorId: 'io.metamask', event: 'chainChanged', data: '0xa' })
    expect(store.get(viewAtom)).toBe('UnsupportedChain')
    expect(store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:10')
    handleWalletEvent(store, { connectorId: 'io.metamask', event: 'chainChanged', data: '0x1' })
    expect(store.get(viewAtom)).toBe('Account')
    expect(store.get(activeNetworkAtom)).toBe(mainnet)
  })

  test('chainChanged: on an inactive namespace the active one stays active', async () => {
    const { store } = await connected()
    await connectHostWallet(
      store,
      { bridge: fakeBridge({ 'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] } }) },
      phantomSolana,
    )
    handleWalletEvent(store, { connectorId: 'io.metamask', event: 'chainChanged', data: '0x89' })
    expect(store.get(activeNamespaceAtom)).toBe('solana')
    expect(store.get(chainsAtom).eip155?.networkState.caipNetwork).toBe(polygon)
  })

  test('regression: a wallet that leaves from an unconfigured network leaves the page on the first configured one (it stayed on the Unknown Network)', async () => {
    const { store } = await connected()
    handleWalletEvent(store, { connectorId: 'io.metamask', event: 'chainChanged', data: '0x539' })
    expect(store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:1337')
    handleWalletEvent(store, { connectorId: 'io.metamask', event: 'accountsChanged', data: [] })
    expect(store.get(connectionAtom).status).toBe('disconnected')
    expect(store.get(activeNetworkAtom)).toBe(mainnet)
  })

  test('disconnect: the namespace is disconnected', async () => {
    const { store } = await connected()
    handleWalletEvent(store, { connectorId: 'io.metamask', event: 'disconnect' })
    expect(store.get(accountsAtom).eip155.status).toBe('disconnected')
  })

  test('behavior: events of a wallet that is not the active connector are ignored', async () => {
    const { store } = await connected()
    const before = store.get(accountsAtom)
    handleWalletEvent(store, { connectorId: 'com.other', event: 'accountsChanged', data: [] })
    handleWalletEvent(store, { connectorId: 'com.other', event: 'chainChanged', data: '0x89' })
    expect(store.get(accountsAtom)).toBe(before)
    expect(store.get(activeNetworkAtom)).toBe(mainnet)
  })

  test('behavior: a malformed chain id is ignored', async () => {
    const { store } = await connected()
    handleWalletEvent(store, { connectorId: 'io.metamask', event: 'chainChanged', data: 'x' })
    expect(store.get(activeNetworkAtom)).toBe(mainnet)
  })

  test("accountsChanged: a cosmos wallet's { accounts, chainId } moves the address; none disconnects", async () => {
    const { store } = setupStore({}, [cosmosTestnet])
    const other = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
    const bridge = fakeBridge({ 'cosmos:connect': { accounts: [{ address: COSMOS_ADDRESS }] } })
    await connectHostWallet(store, { bridge }, keplr)
    handleWalletEvent(store, {
      connectorId: keplr.id,
      event: 'accountsChanged',
      data: {
        accounts: [{ address: other, pubKey: 'AA==', algo: 'secp256k1' }],
        chainId: 'provider',
      },
    })
    expect(store.get(accountsAtom).cosmos).toMatchObject({
      address: other,
      caipAddress: `cosmos:provider:${other}`,
      status: 'connected',
    })
    handleWalletEvent(store, {
      connectorId: keplr.id,
      event: 'accountsChanged',
      data: { accounts: [] },
    })
    expect(store.get(accountsAtom).cosmos.status).toBe('disconnected')
  })
})

import { DEMO_POLKADOT_ACCOUNT } from '@airlock/testkit/demo'
import { expect, test } from 'vitest'
import { accountsAtom, connectedNamespacesAtom } from '../state/account.ts'
import {
  activeNamespaceAtom,
  chainsAtom,
  namespaceSwitchInProgressAtom,
  setActiveNetwork,
} from '../state/chain.ts'
import { connectionAtom } from '../state/connection.ts'
import { STORAGE_KEYS, storageAtom } from '../state/storage.ts'
import { applyWalletConnectSession } from './applyWalletConnectSession.ts'
import {
  anvil,
  anvil2,
  EVM_ADDRESS,
  fakeClient,
  network,
  SOLANA_ADDRESS,
  SOLANA_REF,
  session,
  setupStore,
  solanaLocal,
} from './testing.ts'

test('default: returns the connected namespaces; unknown namespaces are left out', () => {
  const { store } = setupStore()
  const approved = session([
    `stellar:pubnet:GABC`,
    `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`,
    `eip155:31337:${EVM_ADDRESS}`,
  ])
  expect(applyWalletConnectSession(store, fakeClient().client, approved)).toEqual([
    'eip155',
    'solana',
  ])
  expect(store.get(connectedNamespacesAtom)).toEqual(['eip155', 'solana'])
})

test('behavior: the active namespace stays active when approved; no switch left in progress', () => {
  const { store } = setupStore()
  setActiveNetwork(store, solanaLocal)
  store.set(namespaceSwitchInProgressAtom, false)
  applyWalletConnectSession(
    store,
    fakeClient().client,
    session([`eip155:31337:${EVM_ADDRESS}`, `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`]),
  )
  expect(store.get(activeNamespaceAtom)).toBe('solana')
  expect(store.get(namespaceSwitchInProgressAtom)).toBe(false)
})

test('behavior: the current network is kept when the wallet approved it', () => {
  const { store } = setupStore()
  setActiveNetwork(store, anvil2)
  applyWalletConnectSession(
    store,
    fakeClient().client,
    session([`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`]),
  )
  expect(store.get(accountsAtom).eip155.caipAddress).toBe(`eip155:31338:${EVM_ADDRESS}`)
  expect(store.get(chainsAtom).eip155?.networkState.approvedCaipNetworkIds).toEqual([
    'eip155:31337',
    'eip155:31338',
  ])
})

test('behavior: a restored session comes back on the network its account was last on, when approved', () => {
  const { store } = setupStore()
  const approved = session([`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`])
  applyWalletConnectSession(store, fakeClient().client, approved, { eip155: 'eip155:31338' })
  expect(store.get(accountsAtom).eip155.caipAddress).toBe(`eip155:31338:${EVM_ADDRESS}`)
  // A network the session no longer approves is passed over.
  const { store: other } = setupStore()
  applyWalletConnectSession(other, fakeClient().client, approved, { eip155: 'eip155:1' })
  expect(other.get(accountsAtom).eip155.caipAddress).toBe(`eip155:31337:${EVM_ADDRESS}`)
})

test('behavior: a configured network wins over an unconfigured one listed first', () => {
  const { store } = setupStore()
  applyWalletConnectSession(
    store,
    fakeClient().client,
    session([`eip155:1:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`]),
  )
  expect(store.get(accountsAtom).eip155.caipAddress).toBe(`eip155:31338:${EVM_ADDRESS}`)
})

test('behavior: only unconfigured networks approved: the Unknown Network placeholder', () => {
  const { store } = setupStore()
  applyWalletConnectSession(store, fakeClient().client, session([`eip155:1:${EVM_ADDRESS}`]))
  expect(store.get(chainsAtom).eip155?.networkState.caipNetwork).toMatchObject({
    caipNetworkId: 'eip155:1',
    name: 'Unknown Network',
  })
})

test('behavior: a stored preferred account type wins over the default', () => {
  const { store } = setupStore()
  store.get(storageAtom).set(STORAGE_KEYS.preferredAccountTypes, { eip155: 'eoa' })
  applyWalletConnectSession(store, fakeClient().client, session([`eip155:31337:${EVM_ADDRESS}`]))
  expect(store.get(accountsAtom).eip155.preferredAccountTypes).toEqual({ eip155: 'eoa' })
})

test('behavior: the connection client ends the WalletConnect session', async () => {
  const { store } = setupStore()
  const { client } = fakeClient()
  applyWalletConnectSession(store, client, session([`eip155:31337:${EVM_ADDRESS}`]))
  await store.get(chainsAtom).eip155?.connectionClient?.disconnect()
  expect(client.disconnect).toHaveBeenCalledOnce()
})

const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'

test('regression: disconnecting through one namespace (a cancelled required sign-in) forgets every namespace of the session', async () => {
  const westend = network(WESTEND)
  const { store } = setupStore([anvil, solanaLocal, westend])
  const { client } = fakeClient()
  applyWalletConnectSession(
    store,
    client,
    session([
      `eip155:31337:${EVM_ADDRESS}`,
      `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`,
      `${WESTEND}:${DEMO_POLKADOT_ACCOUNT.address}`,
    ]),
  )
  expect(store.get(connectedNamespacesAtom)).toHaveLength(3)
  await store.get(chainsAtom).polkadot?.connectionClient?.disconnect()
  expect(store.get(connectedNamespacesAtom)).toEqual([])
  expect(store.get(connectionAtom).status).toBe('disconnected')
  expect(client.disconnect).toHaveBeenCalledOnce()
})

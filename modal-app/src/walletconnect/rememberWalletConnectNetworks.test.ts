import { expect, test } from 'vitest'
import { setActiveNetwork } from '../state/chain.ts'
import { STORAGE_KEYS, storageAtom } from '../state/storage.ts'
import { setAccountNetwork } from '../wallets/setAccountNetwork.ts'
import { applyWalletConnectSession } from './applyWalletConnectSession.ts'
import { forgetWalletConnectNamespaces } from './forgetWalletConnectNamespaces.ts'
import {
  readWalletConnectNetworks,
  rememberWalletConnectNetworks,
} from './rememberWalletConnectNetworks.ts'
import { anvil2, EVM_ADDRESS, fakeClient, session, setupStore } from './testing.ts'

test('default: the WalletConnect account network is stored as it changes, and cleared when the session ends', () => {
  const { store } = setupStore()
  const stop = rememberWalletConnectNetworks(store)
  applyWalletConnectSession(
    store,
    fakeClient().client,
    session([`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`]),
  )
  expect(readWalletConnectNetworks(store)).toEqual({ eip155: 'eip155:31337' })
  // The wallet's chainChanged (watchSession) or a switch in the modal.
  setActiveNetwork(store, anvil2)
  setAccountNetwork(store, 'eip155', anvil2)
  expect(store.get(storageAtom).get(STORAGE_KEYS.walletConnectNetworks)).toEqual({
    eip155: 'eip155:31338',
  })
  forgetWalletConnectNamespaces(store)
  expect(readWalletConnectNetworks(store)).toEqual({})
  stop()
})

test('behavior: a malformed stored value reads as nothing', () => {
  const { store } = setupStore()
  store.get(storageAtom).set(STORAGE_KEYS.walletConnectNetworks, { eip155: 1, solana: 'solana:x' })
  expect(readWalletConnectNetworks(store)).toEqual({ solana: 'solana:x' })
  store.get(storageAtom).set(STORAGE_KEYS.walletConnectNetworks, 'eip155:1')
  expect(readWalletConnectNetworks(store)).toEqual({})
})

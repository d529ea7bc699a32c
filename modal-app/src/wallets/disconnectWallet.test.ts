import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test } from 'vitest'
import { accountsAtom, connectedNamespacesAtom } from '../state/account.ts'
import { activeNamespaceAtom, chainsAtom, setActiveNetwork } from '../state/chain.ts'
import { connectionAtom } from '../state/connection.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { emailDraftAtom, sentEmailCodeAtom } from '../state/emailLogin.ts'
import { connectorIdKey, STORAGE_KEYS, storageAtom } from '../state/storage.ts'
import { connectHostWallet } from './connectHostWallet.ts'
import { disconnectWallet } from './disconnectWallet.ts'
import {
  EVM_ADDRESS,
  fakeBridge,
  metamask,
  phantomSolana,
  SOLANA_ADDRESS,
  setupStore,
} from './testing.ts'

async function connectedOnBoth() {
  const setup = setupStore()
  await connectHostWallet(
    setup.store,
    { bridge: fakeBridge({ eth_requestAccounts: [EVM_ADDRESS], eth_chainId: '0x1' }) },
    metamask,
  )
  await connectHostWallet(
    setup.store,
    { bridge: fakeBridge({ 'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] } }) },
    phantomSolana,
  )
  return setup
}

describe('disconnectWallet', () => {
  test('default: EVM revokes permissions, then resets account, connector and storage', async () => {
    const { store, saved } = await connectedOnBoth()
    const bridge = fakeBridge({ wallet_revokePermissions: null })
    expect(await disconnectWallet(store, { bridge }, 'eip155')).toEqual({ kind: 'disconnected' })
    expect(bridge.calls).toEqual([
      {
        connectorId: 'io.metamask',
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      },
    ])
    expect(store.get(accountsAtom).eip155.caipAddress).toBeUndefined()
    expect(store.get(activeConnectorIdsAtom).eip155).toBeUndefined()
    expect(saved.has(connectorIdKey('eip155'))).toBe(false)
    expect(store.get(chainsAtom).eip155?.networkClient).toBeUndefined()
    expect(store.get(connectedNamespacesAtom)).toEqual(['solana'])
    expect(store.get(connectionAtom).status).toBe('connected')
  })

  test('behavior: a wallet without wallet_revokePermissions still disconnects', async () => {
    const { store } = await connectedOnBoth()
    const bridge = fakeBridge({
      wallet_revokePermissions: () => {
        throw new AirlockError(ErrorCode.INTERNAL, 'Method not supported', { data: { code: 4200 } })
      },
    })
    expect(await disconnectWallet(store, { bridge }, 'eip155')).toEqual({ kind: 'disconnected' })
    expect(store.get(accountsAtom).eip155.status).toBe('disconnected')
  })

  test('default: Solana calls standard:disconnect; the other namespace becomes active', async () => {
    const { store, saved } = await connectedOnBoth()
    expect(store.get(activeNamespaceAtom)).toBe('solana')
    const bridge = fakeBridge({ 'standard:disconnect': null })
    await disconnectWallet(store, { bridge }, 'solana')
    expect(bridge.methods()).toEqual(['standard:disconnect'])
    expect(saved.has(connectorIdKey('solana'))).toBe(false)
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
  })

  test('default: without a namespace every namespace is disconnected', async () => {
    const { store } = await connectedOnBoth()
    const bridge = fakeBridge({ wallet_revokePermissions: null, 'standard:disconnect': null })
    await disconnectWallet(store, { bridge })
    expect(bridge.methods().sort()).toEqual(['standard:disconnect', 'wallet_revokePermissions'])
    expect(store.get(connectedNamespacesAtom)).toEqual([])
    expect(store.get(connectionAtom).status).toBe('disconnected')
  })

  test('behavior: an email code mailed before and an address typed are forgotten, here and in storage', async () => {
    const { store } = await connectedOnBoth()
    store.set(sentEmailCodeAtom, {
      email: 'ada@example.com',
      at: 1,
      expiresAt: Date.now() + 60_000,
    })
    store.set(emailDraftAtom, 'bob@example.com')
    const bridge = fakeBridge({ wallet_revokePermissions: null, 'standard:disconnect': null })
    await disconnectWallet(store, { bridge })
    expect(store.get(sentEmailCodeAtom)).toBeUndefined()
    expect(store.get(emailDraftAtom)).toBe('')
    expect(store.get(storageAtom).get(STORAGE_KEYS.emailCode)).toBeUndefined()
    expect(store.get(storageAtom).get(STORAGE_KEYS.emailDraft)).toBeUndefined()
  })

  test('regression: disconnecting every namespace keeps the active one active (was: the last other one)', async () => {
    const { store } = await connectedOnBoth()
    const evm = store.get(chainsAtom).eip155?.networkState.caipNetwork
    if (!evm) throw new Error('no eip155 network')
    setActiveNetwork(store, evm)
    const bridge = fakeBridge({ wallet_revokePermissions: null, 'standard:disconnect': null })
    await disconnectWallet(store, { bridge })
    expect(store.get(connectedNamespacesAtom)).toEqual([])
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
    expect(store.get(storageAtom).get(STORAGE_KEYS.activeNamespace)).toBe('eip155')
  })

  test("error: an unexpected wallet failure reports 'Failed to disconnect', the modal still forgets", async () => {
    const { store, saved } = await connectedOnBoth()
    const failure = new Error('wallet exploded')
    const bridge = fakeBridge({
      'standard:disconnect': () => {
        throw failure
      },
    })
    const result = await disconnectWallet(store, { bridge }, 'solana')
    expect(result).toEqual({ kind: 'error', message: 'Failed to disconnect', cause: failure })
    expect(store.get(accountsAtom).solana.status).toBe('disconnected')
    expect(saved.has(connectorIdKey('solana'))).toBe(false)
  })

  test("behavior: the chain area's connection client disconnects through the wallet", async () => {
    const { store } = await connectedOnBoth()
    await store.get(chainsAtom).eip155?.connectionClient?.disconnect()
    expect(store.get(accountsAtom).eip155.status).toBe('disconnected')
  })
})

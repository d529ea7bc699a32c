import { describe, expect, test, vi } from 'vitest'
import { accountsAtom, connectedNamespacesAtom } from '../state/account.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { openModal } from '../state/router/openModal.ts'
import { connectorIdKey, storageAtom } from '../state/storage.ts'
import { TEST_SCOPE } from '../state/testing.ts'
import { walletConnectClientAtom } from '../walletconnect/ensureWalletConnectClient.ts'
import { preloadWalletConnect } from '../walletconnect/preloadWalletConnect.ts'
import { startPairing } from '../walletconnect/startPairing.ts'
import {
  clientStarted,
  EVM_ADDRESS,
  fakeClient,
  flush,
  SOLANA_ADDRESS,
  SOLANA_REF,
  session,
  setupStore,
} from '../walletconnect/testing.ts'
import { createModalHandlers } from './createModalHandlers.ts'
import { walletConnectWiringAtom } from './walletConnectWiringAtom.ts'
import { wireWalletConnect } from './wireWalletConnect.ts'

// Observed, not run: the real one would load the SDK chunk in this test process.
vi.mock('../walletconnect/preloadWalletConnect.ts', () => ({ preloadWalletConnect: vi.fn() }))

const ACCOUNTS = [`eip155:31337:${EVM_ADDRESS}`, `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`]
const HOST = { origin: 'http://127.0.0.1:4300', name: 'Airlock demo' }

/** A store wired to a fake client, with a session approved through a pairing. */
async function connected() {
  const { store, saved } = setupStore()
  const fake = fakeClient()
  const create = vi.fn(async () => fake.client)
  const wiring = wireWalletConnect(store, {
    scope: TEST_SCOPE,
    hostName: HOST.name,
    preload: false,
    create,
  })
  const pairing = startPairing(store, { client: wiring.client() })
  await vi.waitFor(() => expect(fake.client.pair).toHaveBeenCalledTimes(1))
  fake.approve(1, session(ACCOUNTS))
  await pairing.session
  return { store, saved, fake, wiring, create }
}

describe('wireWalletConnect', () => {
  test('default: stored in its atom; one client, created on first use with the options', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const create = vi.fn(async () => fake.client)
    const wiring = wireWalletConnect(store, {
      scope: TEST_SCOPE,
      hostName: HOST.name,
      preload: false,
      create,
    })
    expect(store.get(walletConnectWiringAtom)).toBe(wiring)
    expect(create).not.toHaveBeenCalled()
    expect(await wiring.client()).toBe(await wiring.client())
    expect(create).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'demo', host: HOST }))
  })

  test('edge: without usable browser storage (blocked in the frame) the SDK gets a memory store', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const create = vi.fn(async (_options: { storage?: unknown }) => fake.client)
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
    try {
      const wiring = wireWalletConnect(store, {
        scope: TEST_SCOPE,
        hostName: HOST.name,
        preload: false,
        create,
      })
      await wiring.client()
    } finally {
      vi.unstubAllGlobals()
    }
    const storage = create.mock.calls[0]?.[0].storage as {
      setItem(key: string, value: unknown): Promise<void>
      getItem(key: string): Promise<unknown>
      getKeys(): Promise<string[]>
    }
    await storage.setItem('wc@2:core:pairing', [{ topic: 't' }])
    expect(await storage.getItem('wc@2:core:pairing')).toEqual([{ topic: 't' }])
    expect(await storage.getKeys()).toEqual(['wc@2:core:pairing'])
  })

  test('behavior: the host provider request of a WalletConnect namespace goes to the wallet', async () => {
    const { store, fake } = await connected()
    const handlers = createModalHandlers(store, { getState: () => ({}) as never })
    vi.mocked(fake.client.request).mockResolvedValueOnce('0xsigned')
    const answer = await handlers.providerRequest({
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['0x68690a', EVM_ADDRESS],
    })
    expect(answer).toBe('0xsigned')
    expect(fake.client.request).toHaveBeenCalledWith(
      { method: 'personal_sign', params: ['0x68690a', EVM_ADDRESS] },
      'eip155:31337',
    )
  })

  test('behavior: the host disconnect ends the session and resets its namespaces', async () => {
    const { store, fake } = await connected()
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155', 'solana'])
    const handlers = createModalHandlers(store, { getState: () => ({}) as never })
    await handlers.disconnect({})
    expect(fake.client.disconnect).toHaveBeenCalledTimes(1)
    expect(store.get(connectedNamespacesAtom)).toEqual([])
    expect(store.get(activeConnectorIdsAtom).eip155).toBeUndefined()
  })

  test('behavior: the host disconnects one namespace; the session ends with the last', async () => {
    const { store, fake } = await connected()
    const handlers = createModalHandlers(store, { getState: () => ({}) as never })
    await handlers.disconnect({ namespace: 'solana' })
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155'])
    expect(fake.client.disconnect).not.toHaveBeenCalled()
    await handlers.disconnect({ namespace: 'eip155' })
    expect(store.get(connectedNamespacesAtom)).toEqual([])
    await vi.waitFor(() => expect(fake.client.disconnect).toHaveBeenCalledTimes(1))
  })

  test('behavior: forgetting the last WalletConnect namespace in the modal ends the session', async () => {
    const { store, fake, wiring } = await connected()
    expect(wiring.handles('solana')).toBe(true)
    const { forgetNamespace } = await import('../wallets/forgetNamespace.ts')
    forgetNamespace(store, 'eip155')
    await flush()
    expect(fake.client.disconnect).not.toHaveBeenCalled()
    forgetNamespace(store, 'solana')
    await flush()
    expect(fake.client.disconnect).toHaveBeenCalledTimes(1)
  })

  test('behavior: the SDK waits for intent (its chunk only), with or without the project relay', () => {
    vi.mocked(preloadWalletConnect).mockClear()
    const create = vi.fn(async () => fakeClient().client)
    const { store } = setupStore()
    wireWalletConnect(store, { scope: TEST_SCOPE, relayUrl: 'ws://127.0.0.1:4320', create })
    wireWalletConnect(setupStore().store, { scope: TEST_SCOPE, create })
    expect(vi.mocked(preloadWalletConnect).mock.calls).toEqual([[], []])
    expect(create).not.toHaveBeenCalled()
    wireWalletConnect(setupStore().store, { scope: TEST_SCOPE, preload: false, create })
    expect(preloadWalletConnect).toHaveBeenCalledTimes(2)
  })

  test('behavior: a stored WalletConnect namespace is restored from the client session, not left to the host reconnect', async () => {
    const { store } = setupStore()
    store.get(storageAtom).set(connectorIdKey('eip155'), 'walletConnect')
    const fake = fakeClient()
    fake.client.session = session(ACCOUNTS)
    const create = vi.fn(async () => fake.client)
    wireWalletConnect(store, { scope: TEST_SCOPE, hostName: HOST.name, preload: false, create })
    // Removed before the host-wallet reconnect reads it; the applied session stores it again.
    expect(store.get(storageAtom).get(connectorIdKey('eip155'))).toBeUndefined()
    await clientStarted(store)
    expect(create).toHaveBeenCalledTimes(1)
    expect(store.get(accountsAtom).eip155.address).toBe(EVM_ADDRESS)
    expect(store.get(accountsAtom).solana.address).toBe(SOLANA_ADDRESS)
  })

  test('behavior: a reload while the client starts finds the WalletConnect session still stored (regression)', async () => {
    // The first visit boots with a stored session, and the page reloads before the SDK started.
    const first = setupStore()
    first.store.get(storageAtom).set(connectorIdKey('eip155'), 'walletConnect')
    first.store.get(storageAtom).set(connectorIdKey('solana'), 'walletConnect')
    const starting = vi.fn(() => new Promise<never>(() => undefined))
    wireWalletConnect(first.store, { scope: TEST_SCOPE, preload: false, create: starting })
    // Hidden from the host-wallet reconnect, which reads the ids right after…
    expect(first.store.get(storageAtom).get(connectorIdKey('eip155'))).toBeUndefined()
    await Promise.resolve()
    // …then stored again while the client has not started yet.
    expect(first.store.get(storageAtom).get(connectorIdKey('eip155'))).toBe('walletConnect')

    // The reloaded page, over the same storage, starts the client and restores the session.
    const { store } = setupStore()
    store.set(storageAtom, first.store.get(storageAtom))
    const fake = fakeClient()
    fake.client.session = session(ACCOUNTS)
    const create = vi.fn(async () => fake.client)
    wireWalletConnect(store, { scope: TEST_SCOPE, preload: false, create })
    await clientStarted(store)
    expect(create).toHaveBeenCalledTimes(1)
    expect(store.get(accountsAtom).eip155.address).toBe(EVM_ADDRESS)
    expect(store.get(accountsAtom).solana.address).toBe(SOLANA_ADDRESS)
  })

  test('behavior: a client whose storage holds no session forgets the stored namespaces', async () => {
    const { store } = setupStore()
    store.get(storageAtom).set(connectorIdKey('eip155'), 'walletConnect')
    const fake = fakeClient()
    wireWalletConnect(store, {
      scope: TEST_SCOPE,
      preload: false,
      create: async () => fake.client,
    })
    await clientStarted(store)
    expect(store.get(accountsAtom).eip155.status).toBe('disconnected')
    expect(store.get(storageAtom).get(connectorIdKey('eip155'))).toBeUndefined()
  })

  test('behavior: a client that cannot start keeps the stored namespaces for the next visit', async () => {
    const { store } = setupStore()
    store.get(storageAtom).set(connectorIdKey('eip155'), 'walletConnect')
    wireWalletConnect(store, {
      scope: TEST_SCOPE,
      preload: false,
      create: async () => {
        throw new Error('chunk failed to load')
      },
    })
    await flush()
    expect(store.get(storageAtom).get(connectorIdKey('eip155'))).toBe('walletConnect')
  })

  test('behavior: opening the modal starts no client, even with the project relay', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const create = vi.fn(async () => fake.client)
    wireWalletConnect(store, {
      scope: TEST_SCOPE,
      relayUrl: 'ws://127.0.0.1:4320',
      preload: false,
      create,
    })
    openModal(store)
    await flush()
    expect(create).not.toHaveBeenCalled()
    expect(store.get(walletConnectClientAtom)).toBeUndefined()
  })

  test('edge: without a connected WalletConnect namespace the request is refused (4100)', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const wiring = wireWalletConnect(store, {
      scope: TEST_SCOPE,
      hostName: HOST.name,
      preload: false,
      create: async () => fake.client,
    })
    expect(wiring.handles('eip155')).toBe(false)
    await expect(
      wiring.request({ namespace: 'eip155', method: 'personal_sign' }),
    ).rejects.toMatchObject({ data: { code: 4100 } })
    expect(fake.client.request).not.toHaveBeenCalled()
  })
})

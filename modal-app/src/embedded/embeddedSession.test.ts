// @vitest-environment happy-dom
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { accountsAtom } from '../state/account.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { connectorIdKey, storageAtom } from '../state/storage.ts'
import { testStore } from '../views/renderView.tsx'
import { disconnectWallet } from '../wallets/disconnectWallet.ts'
import { applyFrameState, ensureWalletFrame, restoreEmbeddedSession } from './embeddedSession.ts'
import { wireEmbeddedWallet } from './embeddedWallet.ts'
import { EMBEDDED_EVM, EMBEDDED_SOLANA, fakeWalletFrame, frameState } from './testing.ts'

afterEach(() => {
  vi.useRealTimers()
})

const noBridge = { bridge: { walletRequest: async () => null } }

describe('embedded session', () => {
  test('default: a reload restores the session the frame still holds', async () => {
    const store = testStore()
    fakeWalletFrame(store, { status: () => frameState('ready') })
    await restoreEmbeddedSession(store, ['eip155', 'solana'])
    expect(store.get(accountsAtom).eip155.address).toBe(EMBEDDED_EVM)
    expect(store.get(accountsAtom).solana.address).toBe(EMBEDDED_SOLANA)
    expect(store.get(storageAtom).get(connectorIdKey('eip155'))).toBe('embedded')
  })

  test('regression: a namespace disconnected before the reload stays disconnected (the restore connected every namespace of the frame, giving back the EVM account a wagmi disconnect had dropped)', async () => {
    const store = testStore()
    fakeWalletFrame(store, { status: () => frameState('ready') })
    const storage = store.get(storageAtom)
    // The last visit disconnected eip155 only: the solana id alone is stored.
    storage.remove(connectorIdKey('eip155'))
    storage.set(connectorIdKey('solana'), 'embedded')
    wireEmbeddedWallet(store, {
      frameUrl: 'http://localhost:4350/',
      authUrl: 'http://127.0.0.1:4360',
      projectId: 'demo',
      hostOrigin: 'http://127.0.0.1:4300',
    })
    await vi.waitFor(() => expect(store.get(accountsAtom).solana.address).toBe(EMBEDDED_SOLANA))
    expect(store.get(accountsAtom).eip155.address).toBeUndefined()
    expect(store.get(accountsAtom).eip155.status).toBe('disconnected')
    expect(store.get(activeConnectorIdsAtom)).toEqual({ solana: 'embedded' })
    expect(storage.get(connectorIdKey('eip155'))).toBeUndefined()
  })

  test('behavior: a frame that cannot be reached loses nothing: the session is tried next visit', async () => {
    const store = testStore()
    fakeWalletFrame(store, {
      status: () => {
        throw new AirlockError(ErrorCode.HTTP_ERROR, 'down')
      },
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await restoreEmbeddedSession(store, ['eip155'])
    expect(store.get(accountsAtom).eip155.status).toBe('disconnected')
    expect(store.get(storageAtom).get(connectorIdKey('eip155'))).toBe('embedded')
  })

  test('behavior: a reload while the frame loads finds the session still stored', async () => {
    const store = testStore()
    fakeWalletFrame(store, { status: () => new Promise(() => undefined) })
    const storage = store.get(storageAtom)
    storage.set(connectorIdKey('eip155'), 'embedded')
    wireEmbeddedWallet(store, {
      frameUrl: 'http://localhost:4350/',
      authUrl: 'http://127.0.0.1:4360',
      projectId: 'demo',
      hostOrigin: 'http://127.0.0.1:4300',
    })
    // Hidden from the host-wallet reconnect, which reads the ids right after…
    expect(storage.get(connectorIdKey('eip155'))).toBeUndefined()
    await Promise.resolve()
    // …then stored again while the frame has not answered yet.
    expect(storage.get(connectorIdKey('eip155'))).toBe('embedded')
    await vi.waitFor(() => expect(store.get(accountsAtom).eip155.status).toBe('reconnecting'))
  })

  test('behavior: a frame that holds no session any more forgets the stored one', async () => {
    const store = testStore()
    fakeWalletFrame(store, { status: () => frameState('loggedOut') })
    store.get(storageAtom).set(connectorIdKey('eip155'), 'embedded')
    await restoreEmbeddedSession(store, ['eip155'])
    expect(store.get(accountsAtom).eip155.status).toBe('disconnected')
    expect(store.get(storageAtom).get(connectorIdKey('eip155'))).toBeUndefined()
  })

  test('behavior: Disconnect logs the session out, waiting at most 3 s for the frame', async () => {
    vi.useFakeTimers()
    const store = testStore()
    const { calls } = fakeWalletFrame(store, { logout: () => new Promise(() => undefined) })
    await ensureWalletFrame(store)
    applyFrameState(store, frameState('ready'))
    const disconnecting = disconnectWallet(store, noBridge)
    await vi.advanceTimersByTimeAsync(2_999)
    let done = false
    void disconnecting.then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(disconnecting).resolves.toEqual({ kind: 'disconnected' })
    expect(calls.map((call) => call.method)).toEqual(['logout'])
    expect(store.get(activeConnectorIdsAtom)).toEqual({})
  })
})

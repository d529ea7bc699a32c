import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setAccount, setCaipAddress } from '../account.ts'
import { initializeChains, setChainClients, setNetworkState } from '../chain.ts'
import { hostOriginAtom } from '../hostOrigin.ts'
import { closeDisabledAtom, modalOpenAtom } from '../modal.ts'
import { setOptions } from '../options.ts'
import { historyAtom, viewAtom } from '../router/viewStack.ts'
import { siwxSessionAtom } from '../siwx.ts'
import { snackbarAtom } from '../snackbar.ts'
import { createSafeStorage, storageAtom } from '../storage.ts'
import { testNetwork, testSiwxSession } from '../testing.ts'
import { recordEvents } from '../testingEvents.ts'
import { cancelSiwx } from './cancelSiwx.ts'
import { failSiwxInit } from './failSiwxInit.ts'
import { requestSiwxOnConnect } from './requestSiwxOnConnect.ts'
import { signInWithSiwx } from './signInWithSiwx.ts'
import { siwxRequired } from './siwxRequired.ts'
import { addSiwxSession, getSiwxSession, siwxSessionKey } from './siwxSessions.ts'

const mainnet = testNetwork('eip155:1')
const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const hostOrigin = 'https://shop.example'
function setup(
  siwx: { required?: boolean; expiresAfterSeconds?: number } | null = { required: false },
) {
  const store = createStore()
  store.set(storageAtom, createSafeStorage(undefined))
  store.set(hostOriginAtom, hostOrigin)
  setOptions(store, siwx ? { siwx } : {}, { projectId: 'demo' })
  const events = recordEvents(store)
  initializeChains(store, [mainnet])
  const disconnect = vi.fn(async () => {})
  setChainClients(store, 'eip155', { connectionClient: { disconnect } })
  setCaipAddress(store, `eip155:1:${address}`)
  return { store, events, disconnect }
}

// Fake timers: before reading the events, the tests run the idle time after the modal's open,
// which tells them (trackEventAtIdle).
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('§4 SIWX', () => {
  test('§4 SIWX: the sign view opens only when SIWX is on, the network supported and no session', () => {
    expect(siwxRequired({ siwxEnabled: true, networkSupported: true, hasSession: false })).toBe(
      true,
    )
    expect(siwxRequired({ siwxEnabled: false, networkSupported: true, hasSession: false })).toBe(
      false,
    )
    expect(siwxRequired({ siwxEnabled: true, networkSupported: false, hasSession: false })).toBe(
      false,
    )
    expect(siwxRequired({ siwxEnabled: true, networkSupported: true, hasSession: true })).toBe(
      false,
    )
  })

  test('§4 SIWX: on connect without a session SIWXSignMessage opens', () => {
    const { store } = setup()
    expect(requestSiwxOnConnect(store)).toBe(true)
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
  })

  test('§4 SIWX: on connect with a stored session it becomes current and nothing opens', () => {
    const { store } = setup()
    const session = testSiwxSession('eip155:1', address, { hostOrigin })
    store.get(storageAtom).set(siwxSessionKey('eip155', address.toLowerCase()), session)
    expect(requestSiwxOnConnect(store)).toBe(false)
    expect(store.get(siwxSessionAtom)).toEqual(session)
    expect(store.get(modalOpenAtom)).toBe(false)
  })

  test('§4 SIWX: nothing opens with SIWX off or on an unsupported network', () => {
    const off = setup(null)
    expect(requestSiwxOnConnect(off.store)).toBe(false)
    const { store } = setup()
    setNetworkState(store, 'eip155', { caipNetwork: testNetwork('eip155:56') })
    expect(requestSiwxOnConnect(store)).toBe(false)
    expect(store.get(modalOpenAtom)).toBe(false)
  })

  test('§4 SIWX: sessions are stored per (namespace, address) and expire with their message', () => {
    const { store } = setup()
    const session = testSiwxSession('eip155:1', address, { hostOrigin })
    addSiwxSession(store, 'eip155', address, session)
    expect(store.get(siwxSessionAtom)).toEqual(session)
    expect(getSiwxSession(store, 'eip155', address.toLowerCase())).toEqual(session)
    expect(getSiwxSession(store, 'solana', address)).toBeUndefined()
    const expiresAt = Date.now() + 60_000
    const expiring = testSiwxSession('eip155:1', address, { hostOrigin, expiresAt })
    addSiwxSession(store, 'eip155', address, expiring)
    expect(getSiwxSession(store, 'eip155', address, expiresAt - 1)).toEqual(expiring)
    expect(getSiwxSession(store, 'eip155', address, expiresAt)).toBeUndefined()
    // Dropped from storage once expired: an earlier clock does not bring it back.
    expect(getSiwxSession(store, 'eip155', address, expiresAt - 1)).toBeUndefined()
  })

  test('behavior: a saved sign-in is used only for the host and network it was signed for', () => {
    const { store } = setup()
    const key = siwxSessionKey('eip155', address)
    const saved = (session: ReturnType<typeof testSiwxSession>) => {
      store.get(storageAtom).set(key, session)
      return getSiwxSession(store, 'eip155', address)
    }
    const mine = testSiwxSession('eip155:1', address, { hostOrigin })
    expect(saved(mine)).toEqual(mine)
    // Another host (another origin, or another port of the same host), another network.
    expect(
      saved(testSiwxSession('eip155:1', address, { hostOrigin: 'https://evil.example' })),
    ).toBe(undefined)
    expect(
      saved(testSiwxSession('eip155:1', address, { hostOrigin: 'https://shop.example:8443' })),
    ).toBeUndefined()
    expect(saved(testSiwxSession('eip155:56', address, { hostOrigin }))).toBeUndefined()
    // Its URI alone rewritten, or no expiration time at all.
    expect(saved({ ...mine, data: { ...mine.data, uri: 'https://evil.example' } })).toBeUndefined()
    const { expirationTime: _, ...noExpiry } = mine.data
    expect(saved({ ...mine, data: noExpiry })).toBeUndefined()
    expect(store.get(storageAtom).get(key)).toBeUndefined()
    // One for another network is kept for when that network is active again.
    const polygon = testSiwxSession('eip155:137', address, { hostOrigin })
    expect(saved(polygon)).toBeUndefined()
    expect(store.get(storageAtom).get(key)).toEqual(polygon)
  })

  test('default: a sign-in message expires a day after it is issued; siwx.expiresAfterSeconds sets another time', async () => {
    const now = Date.UTC(2025, 0, 2)
    const sign = async (options: { expiresAfterSeconds?: number }) => {
      const { store } = setup({ required: true, ...options })
      requestSiwxOnConnect(store)
      const signMessage = vi.fn(async (_text: string) => '0xsigned')
      const session = await signInWithSiwx(store, {
        hostOrigin,
        signMessage,
        createNonce: () => 'nonce1234',
        now: () => now,
      })
      return { session, text: signMessage.mock.calls[0]?.[0] ?? '' }
    }
    const byDefault = await sign({})
    expect(byDefault.session?.data.expirationTime).toBe('2025-01-03T00:00:00.000Z')
    expect(byDefault.text).toContain('Expiration Time: 2025-01-03T00:00:00.000Z')
    const hour = await sign({ expiresAfterSeconds: 3600 })
    expect(hour.session?.data.expirationTime).toBe('2025-01-02T01:00:00.000Z')
    expect(hour.text).toContain('Expiration Time: 2025-01-02T01:00:00.000Z')
  })

  test('§4 SIWX: on signing success the session is added, the modal closes and the success event is tracked', async () => {
    const { store, events } = setup({ required: true })
    requestSiwxOnConnect(store)
    expect(store.get(closeDisabledAtom)).toBe(true)
    const signMessage = vi.fn(async (_text: string) => '0xsigned')
    const result = await signInWithSiwx(store, {
      hostOrigin,
      signMessage,
      createNonce: () => 'nonce1234',
      now: () => Date.now(),
    })
    const text = signMessage.mock.calls[0]?.[0] ?? ''
    expect(text.split('\n').slice(0, 2)).toEqual([
      'shop.example wants you to sign in with your Ethereum account:',
      address,
    ])
    expect(text).toContain('Nonce: nonce1234')
    expect(result).toEqual({
      data: expect.objectContaining({ domain: 'shop.example', nonce: 'nonce1234' }),
      message: text,
      signature: '0xsigned',
    })
    expect(store.get(siwxSessionAtom)).toEqual(result)
    expect(getSiwxSession(store, 'eip155', address)).toEqual(result)
    expect(store.get(modalOpenAtom)).toBe(false)
    await vi.runOnlyPendingTimersAsync()
    expect(events()).toContainEqual({
      event: 'SIWX_AUTH_SUCCESS',
      properties: { network: 'eip155:1', isSmartAccount: false },
      address,
    })
  })

  test("§4 §8 SIWX: refused, the sign view reopens with 'Signature declined' and SIWX_AUTH_ERROR", async () => {
    const { store, events } = setup()
    const result = await signInWithSiwx(store, {
      hostOrigin,
      signMessage: async () => {
        throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.')
      },
    })
    expect(result).toBeUndefined()
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    expect(store.get(snackbarAtom)).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Signature declined',
    })
    expect(store.get(siwxSessionAtom)).toBeUndefined()
    await vi.runOnlyPendingTimersAsync()
    expect(events()).toContainEqual({
      event: 'SIWX_AUTH_ERROR',
      properties: { network: 'eip155:1', isSmartAccount: false },
      address,
    })
  })

  test('§8 SIWX: a failure that is not a refusal says what it was, not "Signature declined"', async () => {
    const { store, events } = setup()
    const pending = new AirlockError(
      ErrorCode.REQUEST_PENDING,
      'The wallet already has a request open: finish it there first.',
    )
    await expect(
      signInWithSiwx(store, {
        hostOrigin,
        signMessage: async () => {
          throw pending
        },
      }),
    ).rejects.toBe(pending)
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    expect(store.get(snackbarAtom).message).toBe(pending.shortMessage)
    expect(store.get(siwxSessionAtom)).toBeUndefined()
    await vi.runOnlyPendingTimersAsync()
    expect(events().at(-1)).toMatchObject({ event: 'SIWX_AUTH_ERROR' })
  })

  test('§8 SIWX: a smart account that fails to sign is told the app might not support Smart Accounts', async () => {
    const { store, events } = setup()
    setAccount(store, 'eip155', { preferredAccountTypes: { eip155: 'smartAccount' } })
    setNetworkState(store, 'eip155', { smartAccountEnabledNetworks: [1] })
    await signInWithSiwx(store, {
      hostOrigin,
      signMessage: async () => {
        throw new Error('no 1271')
      },
    })
    expect(store.get(snackbarAtom).message).toBe(
      'This application might not support Smart Accounts',
    )
    await vi.runOnlyPendingTimersAsync()
    expect(events().at(-1)).toMatchObject({
      event: 'SIWX_AUTH_ERROR',
      properties: { isSmartAccount: true },
    })
  })

  test('§8 SIWX init failure: disconnect, reset to Connect, snackbar; the reason is logged', async () => {
    const { store, disconnect } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    requestSiwxOnConnect(store)
    const signMessage = vi.fn(async () => '0x')
    const failure = new Error('nonce service down')
    await signInWithSiwx(store, {
      hostOrigin,
      signMessage,
      createNonce: () => Promise.reject(failure),
    })
    expect(signMessage).not.toHaveBeenCalled()
    expect(disconnect).toHaveBeenCalledOnce()
    expect(store.get(historyAtom)).toEqual([{ view: 'Connect', data: undefined }])
    expect(store.get(snackbarAtom).message).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[airlock] SIWX'), failure)
    warn.mockRestore()
  })

  test('§8 SIWX init failure: a nonce that is not 8–128 letters and digits is never signed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const nonce of ['abcd1234\nURI: https://evil.example', 'short', 'abcd-1234']) {
      const { store, disconnect } = setup()
      const signMessage = vi.fn(async () => '0x')
      await signInWithSiwx(store, { hostOrigin, signMessage, createNonce: () => nonce })
      expect(signMessage).not.toHaveBeenCalled()
      expect(disconnect).toHaveBeenCalledOnce()
      expect(store.get(snackbarAtom).message).toBe(
        'A problem occurred while trying initialize authentication',
      )
    }
    expect(warn).toHaveBeenCalledTimes(3)
    warn.mockRestore()
  })

  test('§8 SIWX init failure: a failing disconnect still resets and tells the visitor', async () => {
    const { store } = setup()
    await failSiwxInit(store, { disconnect: () => Promise.reject(new Error('gone')) })
    expect(store.get(viewAtom)).toBe('Connect')
    expect(store.get(snackbarAtom).variant).toBe('error')
  })

  test('§4 SIWX cancel: when authentication is required the wallet disconnects and the view resets to Connect', async () => {
    const { store, events, disconnect } = setup({ required: true })
    requestSiwxOnConnect(store)
    await cancelSiwx(store)
    expect(disconnect).toHaveBeenCalledOnce()
    expect(store.get(historyAtom)).toEqual([{ view: 'Connect', data: undefined }])
    await vi.runOnlyPendingTimersAsync()
    expect(events()).toContainEqual({
      event: 'CLICK_CANCEL_SIWX',
      properties: { network: 'eip155:1', isSmartAccount: false },
      address,
    })
  })

  test('§4 SIWX cancel: when optional the modal closes at Connect and the wallet stays', async () => {
    const { store, events, disconnect } = setup({ required: false })
    requestSiwxOnConnect(store)
    await cancelSiwx(store)
    expect(disconnect).not.toHaveBeenCalled()
    expect(store.get(modalOpenAtom)).toBe(false)
    expect(store.get(viewAtom)).toBe('Connect')
    await vi.runOnlyPendingTimersAsync()
    expect(events().map((event) => event.event)).toContain('CLICK_CANCEL_SIWX')
  })

  test("error: signing in without SIWX on throws 'SIWX is not enabled'", async () => {
    const { store } = setup(null)
    await expect(
      signInWithSiwx(store, { hostOrigin, signMessage: async () => '' }),
    ).rejects.toThrow('SIWX is not enabled')
  })
})

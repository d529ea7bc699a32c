import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { accountsAtom, connectedNamespacesAtom } from '../state/account.ts'
import { activeNamespaceAtom, chainsAtom } from '../state/chain.ts'
import { connectionAtom, getRecentWallets, setConnection } from '../state/connection.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { RELAY_CONNECT_TIMEOUT_MS, TIMES } from '../state/constants.ts'
import { platformAtom } from '../state/platform.ts'
import { reachRelay } from './reachRelay.ts'
import { dropPreparedPairing, preparePairing, startPairing } from './startPairing.ts'
import {
  EVM_ADDRESS,
  fakeClient,
  flush,
  SOLANA_ADDRESS,
  SOLANA_REF,
  session,
  setupStore,
} from './testing.ts'

const START = Date.UTC(2025, 0, 1)

beforeEach(() => {
  vi.useFakeTimers({ now: START })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pairing URI', () => {
  test('default: spinner state first, then the URI with an expiry 4 minutes on', async () => {
    const { store } = setupStore()
    const { client } = fakeClient()
    setConnection(store, { wcUri: 'wc:old@2', wcPairingExpiry: START + 1_000, wcError: true })
    startPairing(store, { client })
    expect(store.get(connectionAtom)).toMatchObject({ wcUri: undefined, wcError: false })
    await flush()
    expect(store.get(connectionAtom)).toMatchObject({
      wcUri: 'wc:pairing-1@2?relay-protocol=irn&symKey=1',
      wcPairingExpiry: START + TIMES.pairingLife,
    })
  })

  test('behavior: connect() asks for the configured networks as optional namespaces', async () => {
    const { store } = setupStore()
    const { client } = fakeClient()
    startPairing(store, { client })
    await flush()
    const [params] = vi.mocked(client.connect).mock.calls[0] ?? []
    expect(Object.keys(params?.optionalNamespaces ?? {})).toEqual(['eip155', 'solana'])
    expect(params?.optionalNamespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
  })

  test('behavior: regenerated 10 s before it expires, and again for the next one', async () => {
    const { store } = setupStore()
    const { client } = fakeClient()
    startPairing(store, { client })
    await flush()
    const regenerateAt = TIMES.pairingLife - TIMES.pairingExpiryMargin
    await vi.advanceTimersByTimeAsync(regenerateAt - 1)
    expect(client.connect).toHaveBeenCalledTimes(1)
    expect(store.get(connectionAtom).wcUri).toContain('pairing-1')
    await vi.advanceTimersByTimeAsync(1)
    expect(client.connect).toHaveBeenCalledTimes(2)
    expect(store.get(connectionAtom)).toMatchObject({
      wcUri: expect.stringContaining('pairing-2'),
      wcPairingExpiry: START + regenerateAt + TIMES.pairingLife,
    })
    await vi.advanceTimersByTimeAsync(regenerateAt)
    expect(client.connect).toHaveBeenCalledTimes(3)
  })

  test('behavior: a replaced pairing that expires later sets no error', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    startPairing(store, { client: fake.client })
    await flush()
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife - TIMES.pairingExpiryMargin)
    fake.reject(1, new Error('Proposal expired'))
    await flush()
    expect(store.get(connectionAtom)).toMatchObject({
      wcError: false,
      wcUri: expect.stringContaining('pairing-2'),
    })
  })

  test('behavior: stop() ends the regeneration', async () => {
    const { store } = setupStore()
    const { client } = fakeClient()
    const pairing = startPairing(store, { client })
    await flush()
    pairing.stop()
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife * 2)
    expect(client.connect).toHaveBeenCalledTimes(1)
  })
})

describe('reuse', () => {
  test.each([
    ['iOS Safari', { isMobile: true, isIosSafari: true, isTelegram: false, os: 'ios' as const }],
    ['Telegram', { isMobile: true, isIosSafari: false, isTelegram: true, os: 'android' as const }],
  ])('behavior: on %s a valid pairing is reused, with its connection', async (_name, platform) => {
    const { store } = setupStore()
    store.set(platformAtom, platform)
    const fake = fakeClient()
    const first = startPairing(store, { client: fake.client })
    await flush()
    const uri = store.get(connectionAtom).wcUri
    first.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    const second = startPairing(store, { client: fake.client, wallet: { id: 'w', name: 'W' } })
    await flush()
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
    expect(store.get(connectionAtom).wcUri).toBe(uri)
    // The second handle owns the outcome: it records its wallet and resolves.
    fake.approve(1, session([`eip155:31337:${EVM_ADDRESS}`]))
    expect(await second.session).toMatchObject({ topic: 'topic-1' })
    expect(getRecentWallets(store).map((wallet) => wallet.id)).toEqual(['w'])
  })

  test('behavior: on iOS Safari an expired pairing (10 s margin) is not reused', async () => {
    const { store } = setupStore()
    store.set(platformAtom, { isMobile: true, isIosSafari: true, isTelegram: false, os: 'ios' })
    const fake = fakeClient()
    startPairing(store, { client: fake.client }).stop()
    await flush()
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife - TIMES.pairingExpiryMargin)
    startPairing(store, { client: fake.client })
    await flush()
    expect(fake.client.connect).toHaveBeenCalledTimes(2)
    expect(store.get(connectionAtom).wcUri).toContain('pairing-2')
  })

  test('behavior: on a desktop browser every start makes a new pairing', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    startPairing(store, { client: fake.client }).stop()
    await flush()
    startPairing(store, { client: fake.client })
    await flush()
    expect(fake.client.connect).toHaveBeenCalledTimes(2)
    expect(store.get(connectionAtom).wcUri).toContain('pairing-2')
  })
})

describe('session', () => {
  test('behavior: every approved namespace is connected, CONNECT_SUCCESS tracked (qrcode)', async () => {
    const { store, events } = setupStore()
    const fake = fakeClient()
    const pairing = startPairing(store, {
      client: fake.client,
      wallet: { id: 'rainbow', name: 'Rainbow' },
    })
    await flush()
    fake.approve(
      1,
      session([`eip155:31337:${EVM_ADDRESS}`, `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`]),
    )
    await pairing.session
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155', 'solana'])
    const accounts = store.get(accountsAtom)
    expect(accounts.eip155).toMatchObject({
      caipAddress: `eip155:31337:${EVM_ADDRESS}`,
      status: 'connected',
      connectedWalletInfo: { name: 'Test Wallet' },
      preferredAccountTypes: { eip155: 'smartAccount' },
    })
    expect(accounts.solana).toMatchObject({
      caipAddress: `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`,
      status: 'connected',
      preferredAccountTypes: { solana: 'eoa' },
    })
    expect(store.get(activeConnectorIdsAtom)).toEqual({
      eip155: 'walletConnect',
      solana: 'walletConnect',
    })
    expect(store.get(chainsAtom).eip155?.networkState).toMatchObject({
      approvedCaipNetworkIds: ['eip155:31337'],
      supportsAllNetworks: false,
    })
    expect(store.get(connectionAtom)).toMatchObject({
      status: 'connected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcError: false,
    })
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
    expect(getRecentWallets(store)).toEqual([{ id: 'rainbow', name: 'Rainbow' }])
    await flush()
    expect(events).toEqual([
      {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        properties: { method: 'qrcode', name: 'Rainbow' },
      },
    ])
  })

  test('behavior: after a deep link was opened, the method is mobile and the name the linked wallet', async () => {
    const { store, events } = setupStore()
    const fake = fakeClient()
    const pairing = startPairing(store, { client: fake.client })
    await flush()
    setConnection(store, {
      wcLinking: { name: 'Airlock demo wallet', href: 'http://localhost:4340/?' },
    })
    fake.approve(1, session([`eip155:31337:${EVM_ADDRESS}`]))
    await pairing.session
    await flush()
    expect(events).toEqual([
      expect.objectContaining({
        properties: { method: 'mobile', name: 'Airlock demo wallet' },
      }),
    ])
  })

  test('behavior: no regeneration once connected', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    startPairing(store, { client: fake.client })
    await flush()
    fake.approve(1, session([`eip155:31337:${EVM_ADDRESS}`]))
    await flush()
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife)
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
  })
})

describe('errors', () => {
  test('error: a declined pairing sets wcError and clears the URI; a retry clears the error', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const pairing = startPairing(store, { client: fake.client })
    await flush()
    fake.reject(1, new Error('User rejected.'))
    expect(await pairing.session).toBeUndefined()
    expect(store.get(connectionAtom)).toMatchObject({ wcError: true, wcUri: undefined })
    expect(store.get(connectedNamespacesAtom)).toEqual([])

    startPairing(store, { client: fake.client })
    expect(store.get(connectionAtom).wcError).toBe(false)
    await flush()
    expect(store.get(connectionAtom).wcUri).toContain('pairing-2')
  })

  test('error: a relay that does not answer within 10 s → wcError + wcRelayUnreachable; the SDK stops; Try again pairs once it is back', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    fake.relayer.connected = false
    const pairing = startPairing(store, { client: fake.client, reachRelay })
    await vi.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS - 1)
    // The spinner meanwhile; nothing of the pairing exists yet.
    expect(store.get(connectionAtom)).toMatchObject({ wcUri: undefined, wcError: false })
    expect(fake.client.connect).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await pairing.session).toBeUndefined()
    expect(store.get(connectionAtom)).toMatchObject({
      wcError: true,
      wcRelayUnreachable: 'ws://127.0.0.1:4320',
      wcUri: undefined,
    })
    // Stopped cleanly: the transport closed (no more SDK retries), no listener, no timer left.
    expect(fake.relayer.transportClose).toHaveBeenCalledTimes(1)
    expect(fake.listenerCount('display_uri')).toBe(0)
    pairing.stop()
    expect(vi.getTimerCount()).toBe(0)

    // The relay is back: Try again.
    const retry = startPairing(store, { client: fake.client, reachRelay })
    expect(store.get(connectionAtom)).toMatchObject({
      wcError: false,
      wcRelayUnreachable: undefined,
    })
    fake.relayer.open()
    await flush()
    expect(store.get(connectionAtom).wcUri).toContain('pairing-1')
    fake.approve(1, session([`eip155:31337:${EVM_ADDRESS}`]))
    expect(await retry.session).toBeDefined()
    retry.stop()
  })

  test('behavior: stop() while waiting for the relay → no error is shown, the socket attempt is left to whoever shares it', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    fake.relayer.connected = false
    const pairing = startPairing(store, { client: fake.client, reachRelay })
    await vi.advanceTimersByTimeAsync(2_000)
    pairing.stop()
    expect(await pairing.session).toBeUndefined()
    expect(fake.relayer.transportClose).not.toHaveBeenCalled()
    expect(fake.client.connect).not.toHaveBeenCalled()
    expect(store.get(connectionAtom).wcError).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('behavior: a live session keeps the SDK reconnecting (the relay-restart case); the pairing still fails in time', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    fake.client.session = session([`solana:${SOLANA_REF}:${SOLANA_ADDRESS}`])
    fake.relayer.connected = false
    const pairing = startPairing(store, { client: fake.client, reachRelay })
    await vi.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS)
    expect(await pairing.session).toBeUndefined()
    expect(store.get(connectionAtom).wcRelayUnreachable).toBe('ws://127.0.0.1:4320')
    expect(fake.relayer.transportClose).not.toHaveBeenCalled()
  })

  test('args: relayTimeoutMs', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    fake.relayer.connected = false
    const pairing = startPairing(store, { client: fake.client, reachRelay, relayTimeoutMs: 500 })
    await vi.advanceTimersByTimeAsync(500)
    expect(await pairing.session).toBeUndefined()
    expect(store.get(connectionAtom).wcError).toBe(true)
  })

  test('behavior: without reachRelay, connect() at once (no relay wait)', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    fake.relayer.connected = false
    startPairing(store, { client: fake.client })
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
    expect(fake.relayer.toEstablishConnection).not.toHaveBeenCalled()
  })

  test('error: connect() failing before any URI (relay down) sets wcError', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    vi.mocked(fake.client.connect).mockRejectedValueOnce(new Error('socket closed'))
    const pairing = startPairing(store, { client: fake.client })
    expect(await pairing.session).toBeUndefined()
    expect(store.get(connectionAtom)).toMatchObject({ wcError: true, wcUri: undefined })
    expect(fake.listenerCount('display_uri')).toBe(0)
  })
})

describe('prepared pairing', () => {
  test('default: the view shows the prepared URI at once, with the expiry of when it was made', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    preparePairing(store, { client: fake.client, reachRelay })
    await flush()
    // Made, never shown while only prepared.
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
    expect(store.get(connectionAtom).wcUri).toBeUndefined()
    await vi.advanceTimersByTimeAsync(30_000)
    const pairing = startPairing(store, { client: fake.client, reachRelay })
    await flush()
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
    expect(store.get(connectionAtom)).toMatchObject({
      wcUri: 'wc:pairing-1@2?relay-protocol=irn&symKey=1',
      wcPairingExpiry: START + TIMES.pairingLife,
    })
    // The view that took it handles its outcome.
    fake.approve(1, session([`eip155:31337:${EVM_ADDRESS}`]))
    expect(await pairing.session).toBeDefined()
    expect(store.get(accountsAtom).eip155.address).toBe(EVM_ADDRESS)
  })

  test('behavior: taken once: the next view makes its own pairing', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    preparePairing(store, { client: fake.client })
    await flush()
    startPairing(store, { client: fake.client }).stop()
    await flush()
    startPairing(store, { client: fake.client })
    await flush()
    expect(fake.client.connect).toHaveBeenCalledTimes(2)
    expect(store.get(connectionAtom).wcUri).toContain('pairing-2')
  })

  test('behavior: made again 10 s before its 4 minutes end; an expired URI is never shown', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    preparePairing(store, { client: fake.client })
    await flush()
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife - TIMES.pairingExpiryMargin)
    await flush()
    expect(fake.client.connect).toHaveBeenCalledTimes(2)
    startPairing(store, { client: fake.client })
    await flush()
    expect(store.get(connectionAtom)).toMatchObject({
      wcUri: expect.stringContaining('pairing-2'),
      wcPairingExpiry: START + 2 * TIMES.pairingLife - TIMES.pairingExpiryMargin,
    })
  })

  test('behavior: dropped (modal closed) → never shown; the view makes a new one', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    preparePairing(store, { client: fake.client })
    await flush()
    dropPreparedPairing(fake.client)
    startPairing(store, { client: fake.client })
    await flush()
    expect(store.get(connectionAtom).wcUri).toContain('pairing-2')
    // No refresh left behind for the dropped one.
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife)
    expect(fake.client.connect).toHaveBeenCalledTimes(3)
  })

  test('behavior: one still waiting for the relay is dropped at the click; the view gets the whole relay timeout', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    fake.relayer.connected = false
    preparePairing(store, { client: fake.client, reachRelay })
    await vi.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS - 1_000)
    startPairing(store, { client: fake.client, reachRelay })
    await vi.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS - 1)
    expect(store.get(connectionAtom)).toMatchObject({ wcUri: undefined, wcError: false })
    await vi.advanceTimersByTimeAsync(1)
    expect(store.get(connectionAtom)).toMatchObject({
      wcError: true,
      wcRelayUnreachable: 'ws://127.0.0.1:4320',
    })
  })

  test('error: a prepared pairing the relay refuses shows nothing; the view tries again', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    preparePairing(store, { client: fake.client })
    await flush()
    fake.reject(1, new Error('Proposal expired'))
    await flush()
    expect(store.get(connectionAtom).wcError).toBe(false)
    startPairing(store, { client: fake.client })
    await flush()
    expect(store.get(connectionAtom)).toMatchObject({
      wcUri: expect.stringContaining('pairing-2'),
      wcError: false,
    })
  })
})

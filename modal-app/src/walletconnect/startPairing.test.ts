import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { accountsAtom, connectedNamespacesAtom } from '../state/account.ts'
import { activeNamespaceAtom, chainsAtom, initializeChains } from '../state/chain.ts'
import { connectionAtom, getRecentWallets, setConnection } from '../state/connection.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { RELAY_ANSWER_TIMEOUT_MS, RELAY_CONNECT_TIMEOUT_MS, TIMES } from '../state/constants.ts'
import { platformAtom } from '../state/platform.ts'
import { reachRelay } from './reachRelay.ts'
import { startPairing } from './startPairing.ts'
import {
  adoptedPairing,
  anvil,
  EVM_ADDRESS,
  fakeClient,
  flush,
  SOLANA_ADDRESS,
  SOLANA_REF,
  session,
  setupStore,
  until,
  WALLET_DECLINED,
} from './testing.ts'

const START = Date.UTC(2025, 0, 1)
const OWN_URI =
  /^wc:([0-9a-f]{64})@2\?expiryTimestamp=(\d+)&relay-protocol=irn&symKey=[0-9a-f]{64}$/

beforeEach(() => {
  // Not setImmediate: `until` turns the event loop while a URI's sha256 (WebCrypto) runs.
  vi.useFakeTimers({
    now: START,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('pairing URI', () => {
  test('default: our own URI at once, before the client is up; the client adopts it and proposes on its topic', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    let started: (client: typeof fake.client) => void = () => undefined
    const client = new Promise<typeof fake.client>((resolve) => {
      started = resolve
    })
    setConnection(store, { wcUri: 'wc:old@2', wcPairingExpiry: START + 1_000, wcError: true })
    startPairing(store, { client })
    expect(store.get(connectionAtom)).toMatchObject({ wcUri: undefined, wcError: false })
    await until(() => store.get(connectionAtom).wcUri !== undefined)
    const { wcUri, wcPairingExpiry } = store.get(connectionAtom)
    const [, topic, expiryTimestamp] = OWN_URI.exec(wcUri ?? '') ?? []
    expect(wcUri).toMatch(OWN_URI)
    expect(wcPairingExpiry).toBe(START + TIMES.pairingLife)
    // The URI expires with the pairing shown (spec §9), for the wallet too.
    expect(Number(expiryTimestamp)).toBe((START + TIMES.pairingLife) / 1000)
    // Nothing of the SDK yet.
    expect(fake.client.connect).not.toHaveBeenCalled()

    started(fake.client)
    expect(await adoptedPairing(fake, 1)).toBe(wcUri)
    expect(fake.client.client.core.pairing.pair).toHaveBeenCalledWith({
      uri: wcUri,
      activatePairing: true,
    })
    expect(fake.client.pair).toHaveBeenCalledWith(topic)
    // The namespaces only: no pairing of the SDK's own, no second URI.
    expect(vi.mocked(fake.client.connect).mock.calls[0]?.[0]).toMatchObject({ skipPairing: true })
    expect(store.get(connectionAtom).wcUri).toBe(wcUri)
  })

  test('behavior: connect() asks for the configured networks as optional namespaces', async () => {
    const { store } = setupStore()
    const { client } = fakeClient()
    startPairing(store, { client })
    await until(() => vi.mocked(client.connect).mock.calls.length > 0)
    const [params] = vi.mocked(client.connect).mock.calls[0] ?? []
    expect(Object.keys(params?.optionalNamespaces ?? {})).toEqual(['eip155', 'solana'])
    expect(params?.optionalNamespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
  })

  test('behavior: regenerated 10 s before it expires, and again for the next one', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    startPairing(store, { client: fake.client })
    const first = await adoptedPairing(fake, 1)
    const regenerateAt = TIMES.pairingLife - TIMES.pairingExpiryMargin
    await vi.advanceTimersByTimeAsync(regenerateAt - 1)
    expect(fake.client.pair).toHaveBeenCalledTimes(1)
    expect(store.get(connectionAtom).wcUri).toBe(first)
    await vi.advanceTimersByTimeAsync(1)
    const second = await adoptedPairing(fake, 2)
    expect(second).not.toBe(first)
    expect(second).toMatch(OWN_URI)
    expect(store.get(connectionAtom)).toMatchObject({
      wcUri: second,
      wcPairingExpiry: START + regenerateAt + TIMES.pairingLife,
    })
    await vi.advanceTimersByTimeAsync(regenerateAt)
    await adoptedPairing(fake, 3)
    expect(fake.client.pair).toHaveBeenCalledTimes(3)
  })

  test('regression: a regenerated code keeps the pairing it replaces (connect, which unsubscribes the stored pairings, runs once per start)', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const pairing = startPairing(store, { client: fake.client })
    await adoptedPairing(fake, 1)
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife - TIMES.pairingExpiryMargin)
    await adoptedPairing(fake, 2)
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
    // A wallet that paired with the first code just before approves it: connected.
    fake.approve(1, session([`eip155:31337:${EVM_ADDRESS}`]))
    expect(await pairing.session).toMatchObject({ topic: 'topic-1' })
    expect(store.get(connectionAtom)).toMatchObject({ status: 'connected', wcUri: undefined })
    // The code that was on screen expires later: no error on the connected modal, no new code.
    fake.reject(2, new Error('Proposal expired'))
    await flush()
    expect(store.get(connectionAtom)).toMatchObject({ status: 'connected', wcError: false })
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife)
    expect(fake.client.pair).toHaveBeenCalledTimes(2)
  })

  test('behavior: a regenerated code sets the namespaces again when the provider dropped them or the networks changed', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    startPairing(store, { client: fake.client })
    await adoptedPairing(fake, 1)
    // A session that ended meanwhile: the provider's cleanup clears its namespaces.
    fake.client.optionalNamespaces = undefined
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife - TIMES.pairingExpiryMargin)
    await adoptedPairing(fake, 2)
    expect(fake.client.connect).toHaveBeenCalledTimes(2)
    initializeChains(store, [anvil])
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife - TIMES.pairingExpiryMargin)
    await adoptedPairing(fake, 3)
    expect(fake.client.connect).toHaveBeenCalledTimes(3)
    const [params] = vi.mocked(fake.client.connect).mock.calls[2] ?? []
    expect(Object.keys(params?.optionalNamespaces ?? {})).toEqual(['eip155'])
  })

  test('behavior: a replaced pairing that expires later sets no error', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    startPairing(store, { client: fake.client })
    await adoptedPairing(fake, 1)
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife - TIMES.pairingExpiryMargin)
    const second = await adoptedPairing(fake, 2)
    fake.reject(1, new Error('Proposal expired'))
    await flush()
    expect(store.get(connectionAtom)).toMatchObject({ wcError: false, wcUri: second })
  })

  test('behavior: stop() ends the regeneration', async () => {
    const { store } = setupStore()
    const { client } = fakeClient()
    const pairing = startPairing(store, { client })
    await until(() => vi.mocked(client.pair).mock.calls.length > 0)
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
    const uri = await adoptedPairing(fake, 1)
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
    const shown = startPairing(store, { client: fake.client })
    const first = await adoptedPairing(fake, 1)
    shown.stop()
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife - TIMES.pairingExpiryMargin)
    startPairing(store, { client: fake.client })
    const second = await adoptedPairing(fake, 2)
    expect(second).not.toBe(first)
    expect(store.get(connectionAtom).wcUri).toBe(second)
  })

  test('behavior: on iOS Safari a URI whose relay wait a stop() ended is not reused', async () => {
    const { store } = setupStore()
    store.set(platformAtom, { isMobile: true, isIosSafari: true, isTelegram: false, os: 'ios' })
    const fake = fakeClient()
    fake.relayer.connected = false
    const first = startPairing(store, { client: fake.client, reachRelay })
    await until(() => store.get(connectionAtom).wcUri !== undefined)
    const given = store.get(connectionAtom).wcUri
    first.stop()
    startPairing(store, { client: fake.client, reachRelay })
    await until(() => ![undefined, given].includes(store.get(connectionAtom).wcUri))
    fake.relayer.open()
    expect(await adoptedPairing(fake, 1)).toBe(store.get(connectionAtom).wcUri)
    expect(fake.adopted).not.toContain(given)
  })

  test.each([
    ['iOS Safari', { isMobile: true, isIosSafari: true, isTelegram: false, os: 'ios' as const }],
    ['Telegram', { isMobile: true, isIosSafari: false, isTelegram: true, os: 'android' as const }],
  ])(
    'regression: on %s a fresh start (New code) makes a new pairing, not the valid one again',
    async (_name, platform) => {
      const { store } = setupStore()
      store.set(platformAtom, platform)
      const fake = fakeClient()
      const shown = startPairing(store, { client: fake.client })
      const first = await adoptedPairing(fake, 1)
      shown.stop()
      startPairing(store, { client: fake.client, fresh: true })
      const second = await adoptedPairing(fake, 2)
      expect(second).not.toBe(first)
      expect(store.get(connectionAtom)).toMatchObject({
        wcUri: second,
        wcPairingExpiry: START + TIMES.pairingLife,
      })
    },
  )

  test('behavior: on a desktop browser every start makes a new pairing', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const shown = startPairing(store, { client: fake.client })
    const first = await adoptedPairing(fake, 1)
    shown.stop()
    startPairing(store, { client: fake.client })
    const second = await adoptedPairing(fake, 2)
    expect(second).not.toBe(first)
    expect(store.get(connectionAtom).wcUri).toBe(second)
    // Each start sets the namespaces, which drops the pairings of the earlier ones.
    expect(fake.client.connect).toHaveBeenCalledTimes(2)
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
    await adoptedPairing(fake, 1)
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
    await adoptedPairing(fake, 1)
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
    await adoptedPairing(fake, 1)
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
    const first = await adoptedPairing(fake, 1)
    fake.reject(1, WALLET_DECLINED)
    expect(await pairing.session).toBeUndefined()
    expect(store.get(connectionAtom)).toMatchObject({
      wcError: true,
      wcDeclined: true,
      wcUri: undefined,
    })
    expect(store.get(connectedNamespacesAtom)).toEqual([])

    startPairing(store, { client: fake.client })
    expect(store.get(connectionAtom)).toMatchObject({ wcError: false, wcDeclined: false })
    const second = await adoptedPairing(fake, 2)
    expect(second).not.toBe(first)
    expect(store.get(connectionAtom).wcUri).toBe(second)
  })

  test('regression: making the URI fails (no crypto.subtle outside a secure context) → wcError, not a spinner for ever', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes, subtle: undefined })
    const pairing = startPairing(store, { client: fake.client })
    await until(() => store.get(connectionAtom).wcError, 2_000)
    expect(await pairing.session).toBeUndefined()
    expect(store.get(connectionAtom)).toMatchObject({
      wcError: true,
      wcDeclined: false,
      wcRelayUnreachable: undefined,
      wcUri: undefined,
    })
    expect(fake.client.connect).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  test('behavior: stop() while the URI is being made → no error is shown', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const pairing = startPairing(store, { client: fake.client })
    pairing.stop()
    expect(await pairing.session).toBeUndefined()
    expect(store.get(connectionAtom)).toMatchObject({ wcError: false, wcUri: undefined })
    expect(fake.client.connect).not.toHaveBeenCalled()
  })

  test('error: the client cannot start → the URI goes, wcError; nothing adopted', async () => {
    const { store } = setupStore()
    const failing = Promise.reject(new Error('chunk failed to load'))
    const pairing = startPairing(store, { client: failing })
    expect(await pairing.session).toBeUndefined()
    // Not the visitor's decline: the view says the pairing failed.
    expect(store.get(connectionAtom)).toMatchObject({
      wcError: true,
      wcDeclined: false,
      wcUri: undefined,
    })
  })

  test('error: a relay that does not answer within 10 s → the code shown meanwhile goes, wcError + wcRelayUnreachable; the SDK stops; Try again pairs once it is back', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    fake.relayer.connected = false
    const pairing = startPairing(store, { client: fake.client, reachRelay })
    await until(() => store.get(connectionAtom).wcUri !== undefined)
    await vi.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS - 1)
    // The code shows meanwhile; nothing of the pairing exists in the SDK yet.
    expect(store.get(connectionAtom)).toMatchObject({ wcUri: expect.stringMatching(OWN_URI) })
    expect(store.get(connectionAtom).wcError).toBe(false)
    expect(fake.client.connect).not.toHaveBeenCalled()
    expect(fake.client.client.core.pairing.pair).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await pairing.session).toBeUndefined()
    // A visitor who scanned it is told: the error replaces the code.
    expect(store.get(connectionAtom)).toMatchObject({
      wcError: true,
      wcRelayUnreachable: 'ws://127.0.0.1:4320',
      wcUri: undefined,
    })
    // Stopped cleanly: the transport closed (no more SDK retries), no timer left.
    expect(fake.relayer.transportClose).toHaveBeenCalledTimes(1)
    pairing.stop()
    expect(vi.getTimerCount()).toBe(0)

    // The relay is back: Try again.
    const retry = startPairing(store, { client: fake.client, reachRelay })
    expect(store.get(connectionAtom)).toMatchObject({
      wcError: false,
      wcRelayUnreachable: undefined,
    })
    fake.relayer.open()
    expect(await adoptedPairing(fake, 1)).toBe(store.get(connectionAtom).wcUri)
    fake.approve(1, session([`eip155:31337:${EVM_ADDRESS}`]))
    expect(await retry.session).toBeDefined()
    retry.stop()
  })

  test('behavior: stop() while waiting for the relay → no error is shown, nothing adopted, the socket attempt is left to whoever shares it', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    fake.relayer.connected = false
    const pairing = startPairing(store, { client: fake.client, reachRelay })
    await until(() => store.get(connectionAtom).wcUri !== undefined)
    await vi.advanceTimersByTimeAsync(2_000)
    pairing.stop()
    expect(await pairing.session).toBeUndefined()
    expect(fake.relayer.transportClose).not.toHaveBeenCalled()
    expect(fake.client.connect).not.toHaveBeenCalled()
    expect(fake.client.client.core.pairing.pair).not.toHaveBeenCalled()
    expect(store.get(connectionAtom).wcError).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('behavior: a live session keeps the SDK reconnecting (the relay-restart case); the pairing still fails in time', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    fake.client.session = session([`solana:${SOLANA_REF}:${SOLANA_ADDRESS}`])
    fake.relayer.connected = false
    const pairing = startPairing(store, { client: fake.client, reachRelay })
    await until(() => store.get(connectionAtom).wcUri !== undefined)
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
    await until(() => store.get(connectionAtom).wcUri !== undefined)
    await vi.advanceTimersByTimeAsync(500)
    expect(await pairing.session).toBeUndefined()
    expect(store.get(connectionAtom).wcError).toBe(true)
  })

  test('regression: a relay that opens the socket but never answers the pairing (the QR code stayed up for good) → after 10 s the code goes, wcError + wcRelaySilent; the SDK stops; Try again pairs once it answers', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const { pair } = fake.client.client.core.pairing
    // The SDK's subscribe waits for the relay's acknowledgement, which a silent relay never sends.
    vi.mocked(pair).mockImplementationOnce(() => new Promise(() => undefined))
    const pairing = startPairing(store, { client: fake.client, reachRelay })
    await until(() => vi.mocked(pair).mock.calls.length === 1)
    await vi.advanceTimersByTimeAsync(RELAY_ANSWER_TIMEOUT_MS - 1)
    expect(store.get(connectionAtom)).toMatchObject({
      wcUri: expect.stringMatching(OWN_URI),
      wcError: false,
    })
    await vi.advanceTimersByTimeAsync(1)
    expect(await pairing.session).toBeUndefined()
    // A visitor who scanned it is told: the error replaces the code.
    expect(store.get(connectionAtom)).toMatchObject({
      wcError: true,
      wcRelayUnreachable: 'ws://127.0.0.1:4320',
      wcRelaySilent: true,
      wcUri: undefined,
    })
    // Nothing proposed; the transport closed so that the SDK stops resending; no timer left.
    expect(fake.client.pair).not.toHaveBeenCalled()
    expect(fake.relayer.transportClose).toHaveBeenCalledTimes(1)
    pairing.stop()
    expect(vi.getTimerCount()).toBe(0)

    // Try again: a fresh pairing on a new socket, which the relay now answers.
    const retry = startPairing(store, { client: fake.client, reachRelay, fresh: true })
    expect(store.get(connectionAtom)).toMatchObject({
      wcError: false,
      wcRelayUnreachable: undefined,
      wcRelaySilent: false,
    })
    fake.relayer.open()
    expect(await adoptedPairing(fake, 1)).toBe(store.get(connectionAtom).wcUri)
    fake.approve(1, session([`eip155:31337:${EVM_ADDRESS}`]))
    expect(await retry.session).toBeDefined()
    retry.stop()
  })

  test('behavior: a relay that answers slowly, within the bound, still pairs', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const { pair } = fake.client.client.core.pairing
    let answer: () => void = () => undefined
    vi.mocked(pair).mockImplementationOnce(async ({ uri }) => {
      await new Promise<void>((resolve) => {
        answer = resolve
      })
      fake.adopted.push(uri)
    })
    const pairing = startPairing(store, { client: fake.client, reachRelay })
    await until(() => vi.mocked(pair).mock.calls.length === 1)
    await vi.advanceTimersByTimeAsync(RELAY_ANSWER_TIMEOUT_MS - 1)
    answer()
    await adoptedPairing(fake, 1)
    await vi.advanceTimersByTimeAsync(RELAY_ANSWER_TIMEOUT_MS)
    expect(store.get(connectionAtom)).toMatchObject({
      wcUri: expect.stringMatching(OWN_URI),
      wcError: false,
    })
    expect(fake.relayer.transportClose).not.toHaveBeenCalled()
    fake.approve(1, session([`eip155:31337:${EVM_ADDRESS}`]))
    expect(await pairing.session).toBeDefined()
    pairing.stop()
  })

  test('behavior: the view went away while the relay was silent → the transport is left to the pairing started since', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const { pair } = fake.client.client.core.pairing
    vi.mocked(pair).mockImplementationOnce(() => new Promise(() => undefined))
    const first = startPairing(store, { client: fake.client, reachRelay })
    await until(() => vi.mocked(pair).mock.calls.length === 1)
    first.stop()
    const second = startPairing(store, { client: fake.client, reachRelay })
    await adoptedPairing(fake, 1)
    await vi.advanceTimersByTimeAsync(RELAY_ANSWER_TIMEOUT_MS)
    expect(fake.relayer.transportClose).not.toHaveBeenCalled()
    expect(store.get(connectionAtom)).toMatchObject({ wcError: false, wcRelaySilent: false })
    second.stop()
  })

  test('args: relayAnswerTimeoutMs', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const { pair } = fake.client.client.core.pairing
    vi.mocked(pair).mockImplementationOnce(() => new Promise(() => undefined))
    const pairing = startPairing(store, {
      client: fake.client,
      reachRelay,
      relayAnswerTimeoutMs: 500,
    })
    await until(() => vi.mocked(pair).mock.calls.length === 1)
    await vi.advanceTimersByTimeAsync(500)
    expect(await pairing.session).toBeUndefined()
    expect(store.get(connectionAtom)).toMatchObject({ wcError: true, wcRelaySilent: true })
  })

  test('behavior: without reachRelay, adopted at once (no relay wait)', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    fake.relayer.connected = false
    startPairing(store, { client: fake.client })
    await adoptedPairing(fake, 1)
    expect(fake.relayer.toEstablishConnection).not.toHaveBeenCalled()
  })

  test('error: the adoption failing (relay refused the subscription) sets wcError', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    vi.mocked(fake.client.client.core.pairing.pair).mockRejectedValueOnce(
      new Error('subscribe failed'),
    )
    const pairing = startPairing(store, { client: fake.client })
    expect(await pairing.session).toBeUndefined()
    expect(store.get(connectionAtom)).toMatchObject({ wcError: true, wcUri: undefined })
    expect(fake.client.pair).not.toHaveBeenCalled()
  })
})

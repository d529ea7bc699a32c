import { createMemoryStorage } from '@airlock/modal-app/testing'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import UniversalProvider from '@walletconnect/universal-provider'
import { toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { type RunningRelay, startRelay } from './startRelay.ts'
import { verifyRelayAuth } from './verifyRelayAuth.ts'

// The real SDKs through our relay, in one Node process: the dapp side is the
// @walletconnect/universal-provider the modal uses, the wallet side @reown/walletkit.

const PROJECT_ID = '0123456789abcdef0123456789abcdef'
const EVM_CHAIN = 'eip155:31337'
const SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

/** Every fetch leaving loopback fails at once and is recorded: a stall on it cannot hide. */
const outbound: string[] = []
const realFetch = globalThis.fetch
beforeAll(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return realFetch(input, init)
    outbound.push(url.origin + url.pathname)
    return Promise.reject(new TypeError(`blocked outbound request to ${url.host}`))
  })
})

let relay: RunningRelay
beforeAll(async () => {
  relay = await startRelay({ port: 0 })
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await relay.stop()
})

test('behavior: pair, approve eip155 + solana, personal_sign answered by the wallet, disconnect', async () => {
  const metadata = (name: string) => ({
    name,
    description: `${name} in a relay test`,
    url: 'http://127.0.0.1:5173',
    icons: [],
  })

  const initStarted = performance.now()
  const walletCore = new Core({
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    storage: createMemoryStorage(),
    customStoragePrefix: 'relay-test-wallet',
    telemetryEnabled: false,
    logger: 'silent',
  })
  const wallet = await WalletKit.init({
    // The SDK's own Core and ICore types disagree under exactOptionalPropertyTypes.
    core: walletCore as unknown as Parameters<typeof WalletKit.init>[0]['core'],
    metadata: metadata('Test wallet'),
    signConfig: { disableRequestQueue: true },
  })
  const dapp = await UniversalProvider.init({
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    storage: createMemoryStorage(),
    customStoragePrefix: 'relay-test-dapp',
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: 'silent',
    metadata: metadata('Test dapp'),
  })
  const initMs = performance.now() - initStarted

  wallet.on('session_proposal', async (proposal) => {
    await wallet.approveSession({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains: [EVM_CHAIN],
          accounts: [`${EVM_CHAIN}:${account.address}`],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['chainChanged', 'accountsChanged'],
        },
        solana: {
          chains: [SOLANA_CHAIN],
          accounts: [`${SOLANA_CHAIN}:${SOLANA_ADDRESS}`],
          methods: ['solana_signMessage'],
          events: [],
        },
      },
    })
  })
  wallet.on('session_request', async ({ topic, id, params }) => {
    const [message] = params.request.params as [`0x${string}`, string]
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respondSessionRequest({
      topic,
      response: { id, jsonrpc: '2.0', result: signature },
    })
  })
  dapp.on('display_uri', (uri: string) => {
    void wallet.pair({ uri })
  })

  const connectStarted = performance.now()
  const session = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: [EVM_CHAIN],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
        rpcMap: { 31337: 'http://127.0.0.1:8545' },
      },
      solana: {
        chains: [SOLANA_CHAIN],
        methods: ['solana_signMessage'],
        events: [],
        rpcMap: { EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'http://127.0.0.1:8899' },
      },
    },
  })
  const connectMs = performance.now() - connectStarted

  expect(session?.namespaces.eip155?.accounts).toEqual([`${EVM_CHAIN}:${account.address}`])
  expect(session?.namespaces.solana?.accounts).toEqual([`${SOLANA_CHAIN}:${SOLANA_ADDRESS}`])
  expect(Object.keys(wallet.getActiveSessions())).toEqual([session?.topic])

  const message = toHex('Sign in to Airlock')
  const requestStarted = performance.now()
  const signature = await dapp.request<`0x${string}`>(
    { method: 'personal_sign', params: [message, account.address] },
    EVM_CHAIN,
  )
  const requestMs = performance.now() - requestStarted
  expect(
    await verifyMessage({ address: account.address, message: { raw: message }, signature }),
  ).toBe(true)

  const deleted = new Promise((resolve) => wallet.on('session_delete', resolve))
  await dapp.disconnect()
  await deleted
  expect(wallet.getActiveSessions()).toEqual({})

  console.info(
    `walletconnect over the local relay: init ${initMs.toFixed(0)} ms, pair+approve ${connectMs.toFixed(0)} ms, ` +
      `personal_sign ${requestMs.toFixed(0)} ms; outbound requests blocked: ${outbound.length ? outbound.join(', ') : 'none'}`,
  )
  // A wait on Verify or any other outside service costs 5 s per step; alone on loopback the
  // pairing takes about 0.1 s. The bounds only tell the two apart, on a machine busy with other
  // test files too.
  expect(connectMs).toBeLessThan(4_500)
  expect(requestMs).toBeLessThan(4_500)
  expect(relay.stats().errors).toBe(0)

  // The JWTs the SDKs connect with carry iat and exp, one day apart, and pass the relay's bounds.
  for (const core of [dapp.client.core, wallet.core]) {
    const jwt = await core.crypto.signJWT(relay.url)
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString())
    expect(claims).toMatchObject({ iat: expect.any(Number), exp: expect.any(Number) })
    expect(claims.exp - claims.iat).toBe(24 * 60 * 60)
    expect(verifyRelayAuth(jwt, 'verify', Date.now())).toEqual({
      ok: true,
      issuer: await core.crypto.getClientId(),
    })
  }

  await dapp.client.core.relayer.transportClose()
  await wallet.core.relayer.transportClose()
})

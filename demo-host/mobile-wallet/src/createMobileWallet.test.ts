import { type RunningRelay, startRelay } from '@airlock/local-stack/relay'
import { createMemoryStorage } from '@airlock/modal-app/testing'
import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import UniversalProvider from '@walletconnect/universal-provider'
import { toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { MOBILE_WALLET_EVM_ACCOUNTS, MOBILE_WALLET_KEYS, WALLET_CAPABILITIES } from './constants.ts'
import { createMobileWallet, type MobileWallet } from './createMobileWallet.ts'
import { waitForState } from './testing/waitForState.ts'

// The wallet's core module against a real UniversalProvider dapp through our relay, in one process.

const PROJECT_ID = '0123456789abcdef0123456789abcdef'
const [EVM_CHAIN, EVM_CHAIN_2] = WALLET_CAPABILITIES.eip155.chains
const [SOLANA_CHAIN] = WALLET_CAPABILITIES.solana.chains
const evm = MOBILE_WALLET_KEYS.evm
const sol = MOBILE_WALLET_KEYS.solana

/** Every fetch leaving loopback fails at once and is recorded. */
const outbound: string[] = []
const realFetch = globalThis.fetch
let relay: RunningRelay
const cleanups: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return realFetch(input, init)
    outbound.push(url.origin + url.pathname)
    return Promise.reject(new TypeError(`blocked outbound request to ${url.host}`))
  })
  relay = await startRelay({ port: 0 })
})

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => {})
  vi.unstubAllGlobals()
  await relay.stop()
})

async function startWallet(name: string, relayUrl = relay.url): Promise<MobileWallet> {
  const wallet = createMobileWallet({
    config: { relayUrl, projectId: PROJECT_ID, rpcUrls: {} },
    storage: createMemoryStorage(),
    customStoragePrefix: `mobile-wallet-test-${name}`,
  })
  cleanups.push(() => wallet.destroy())
  await wallet.start()
  return wallet
}

async function startDapp(name: string) {
  const dapp = await UniversalProvider.init({
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    storage: createMemoryStorage(),
    customStoragePrefix: `mobile-wallet-test-dapp-${name}`,
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: 'silent',
    metadata: {
      name: 'Test dapp',
      description: 'A dapp in a test',
      url: 'http://127.0.0.1:5173',
      icons: ['https://example.com/icon.png'],
    },
  })
  cleanups.push(() => dapp.client.core.relayer.transportClose())
  return dapp
}

const optionalNamespaces = {
  eip155: {
    chains: [EVM_CHAIN, EVM_CHAIN_2, 'eip155:1'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
    rpcMap: {
      31337: 'http://127.0.0.1:8545',
      31338: 'http://127.0.0.1:8546',
      1: 'http://127.0.0.1:1',
    },
  },
  solana: {
    chains: [SOLANA_CHAIN],
    methods: ['solana_signMessage', 'solana_signTransaction'],
    events: [],
    rpcMap: { [SOLANA_CHAIN.split(':')[1] as string]: 'http://127.0.0.1:8899' },
  },
}

test('behavior: proposal shown, approved, personal_sign and solana_signMessage answered, one rejected, wallet-side disconnect', async () => {
  const wallet = await startWallet('main')
  const dapp = await startDapp('main')
  dapp.on('display_uri', (uri: string) => {
    void wallet.pair(uri)
  })
  const connecting = dapp.connect({ optionalNamespaces })

  const proposal = await waitForState(wallet, (state) => state.proposals[0])
  expect(proposal).toMatchObject({
    name: 'Test dapp',
    url: 'http://127.0.0.1:5173',
    monogram: 'TD',
    iconCount: 1,
    required: [],
  })
  expect(proposal.optional.map((namespace) => namespace.namespace)).toEqual(['eip155', 'solana'])
  expect(proposal.optional[0]?.chains).toEqual([EVM_CHAIN, EVM_CHAIN_2, 'eip155:1'])

  await wallet.approveProposal(proposal.id)
  const session = await connecting
  expect(session?.namespaces.eip155?.accounts).toEqual([
    `${EVM_CHAIN}:${evm.address}`,
    `${EVM_CHAIN_2}:${evm.address}`,
  ])
  expect(session?.namespaces.solana?.accounts).toEqual([`${SOLANA_CHAIN}:${sol.address}`])
  expect(wallet.getState().proposals).toEqual([])
  expect(wallet.getState().sessions).toMatchObject([
    { topic: session?.topic, dappName: 'Test dapp', dappUrl: 'http://127.0.0.1:5173' },
  ])

  // personal_sign, approved: the dapp gets a signature of key 1.
  const message = toHex('Sign in to Airlock')
  const signing = dapp.request<`0x${string}`>(
    { method: 'personal_sign', params: [message, evm.address] },
    EVM_CHAIN,
  )
  const request = await waitForState(wallet, (state) => state.requests[0])
  expect(request).toMatchObject({
    method: 'personal_sign',
    chainId: EVM_CHAIN,
    dappName: 'Test dapp',
  })
  expect(request.decoded).toMatchObject({ text: 'Sign in to Airlock' })
  await wallet.approveRequest(request.id)
  const signature = await signing
  expect(await verifyMessage({ address: evm.address, message: { raw: message }, signature })).toBe(
    true,
  )
  expect(wallet.getState().requests).toEqual([])

  // solana_signMessage, approved: an ed25519 signature by Solana key 1.
  const solanaMessage = new TextEncoder().encode('Hello from the dapp')
  const solanaSigning = dapp.request<{ signature: string }>(
    {
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(solanaMessage), pubkey: sol.address },
    },
    SOLANA_CHAIN,
  )
  const solanaRequest = await waitForState(wallet, (state) => state.requests[0])
  expect(solanaRequest.decoded).toMatchObject({ text: 'Hello from the dapp' })
  await wallet.approveRequest(solanaRequest.id)
  const { signature: solanaSignature } = await solanaSigning
  expect(
    ed25519.verify(
      getBase58Encoder().encode(solanaSignature) as Uint8Array,
      solanaMessage,
      getBase58Encoder().encode(sol.address) as Uint8Array,
    ),
  ).toBe(true)

  // personal_sign, rejected: the dapp gets 5000 "User rejected.".
  // Caught at once: the rejection may arrive before the next line awaits it.
  const rejected = dapp
    .request({ method: 'personal_sign', params: [message, evm.address] }, EVM_CHAIN)
    .then(
      () => undefined,
      (error: unknown) => error,
    )
  const toReject = await waitForState(wallet, (state) => state.requests[0])
  await wallet.rejectRequest(toReject.id)
  expect(await rejected).toMatchObject({ code: 5000, message: 'User rejected.' })
  expect(wallet.getState().requests).toEqual([])

  // Disconnect from the wallet side: the dapp hears session_delete.
  const deleted = new Promise<{ topic: string }>((resolve) => dapp.on('session_delete', resolve))
  await wallet.disconnect(session?.topic as string)
  expect((await deleted).topic).toBe(session?.topic)
  expect(wallet.getState().sessions).toEqual([])
  expect(wallet.getState().activity.map((entry) => entry.text)).toEqual([
    'Disconnected from Test dapp',
    'Rejected personal_sign',
    'Approved solana_signMessage',
    'Approved personal_sign',
    'Connected to Test dapp',
    'Paired; waiting for the proposal',
  ])
  expect(outbound).toEqual([])
})

test('behavior: wallet_switchEthereumChain: null for a chain of the session, 5000 when rejected, 4902 for a chain outside it', async () => {
  const wallet = createMobileWallet({
    config: {
      relayUrl: relay.url,
      projectId: PROJECT_ID,
      rpcUrls: { [EVM_CHAIN]: 'http://127.0.0.1:8545', [EVM_CHAIN_2]: 'http://127.0.0.1:8546' },
    },
    storage: createMemoryStorage(),
    customStoragePrefix: 'mobile-wallet-test-switch',
  })
  cleanups.push(() => wallet.destroy())
  await wallet.start()
  const dapp = await startDapp('switch')
  dapp.on('display_uri', (uri: string) => {
    void wallet.pair(uri)
  })
  // The dapp asks for the first chain only, although the wallet also has the second.
  const connecting = dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: [EVM_CHAIN],
        methods: ['personal_sign', 'wallet_switchEthereumChain'],
        events: ['chainChanged'],
        rpcMap: { 31337: 'http://127.0.0.1:8545' },
      },
    },
  })
  await wallet.approveProposal((await waitForState(wallet, (state) => state.proposals[0])).id)
  const session = await connecting
  expect(session?.namespaces.eip155?.chains).toEqual([EVM_CHAIN])
  // Through the sign client: the provider keeps a switch to a chain of the session to itself.
  const switchTo = (chainId: string) =>
    dapp.client
      .request({
        topic: session?.topic as string,
        chainId: EVM_CHAIN as string,
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId }] },
      })
      .then(
        (result: unknown) => ({ result }),
        (error: unknown) => ({ error }),
      )

  const approved = switchTo('0x7a69')
  const first = await waitForState(wallet, (state) => state.requests[0])
  expect(first.decoded).toMatchObject({ targetChainId: EVM_CHAIN })
  await wallet.approveRequest(first.id)
  expect(await approved).toEqual({ result: null })

  const declined = switchTo('0x7a69')
  await wallet.rejectRequest((await waitForState(wallet, (state) => state.requests[0])).id)
  expect(await declined).toMatchObject({ error: { code: 5000, message: 'User rejected.' } })

  const outside = switchTo('0x7a6a')
  const third = await waitForState(wallet, (state) => state.requests[0])
  await expect(wallet.approveRequest(third.id)).rejects.toMatchObject({
    shortMessage: `${EVM_CHAIN_2} is not in this session`,
  })
  expect(await outside).toMatchObject({
    error: { code: 4902, message: `${EVM_CHAIN_2} is not in this session` },
  })
  expect(wallet.getState().requests).toEqual([])
})

test('behavior: switching the EVM account updates the session and emits accountsChanged; the next personal_sign is signed by it', async () => {
  const wallet = await startWallet('account')
  const dapp = await startDapp('account')
  dapp.on('display_uri', (uri: string) => {
    void wallet.pair(uri)
  })
  const connecting = dapp.connect({ optionalNamespaces })
  await wallet.approveProposal((await waitForState(wallet, (state) => state.proposals[0])).id)
  const session = await connecting
  const [, second] = MOBILE_WALLET_EVM_ACCOUNTS
  const updated = new Promise<{ namespaces: Record<string, { accounts: string[] }> }>((resolve) =>
    dapp.client.on('session_update', ({ params }) => resolve(params)),
  )
  const accountsChanged = new Promise<string[]>((resolve) => dapp.on('accountsChanged', resolve))

  await wallet.switchEvmAccount(second.address)
  expect((await updated).namespaces.eip155?.accounts).toEqual([
    `${EVM_CHAIN}:${second.address}`,
    `${EVM_CHAIN_2}:${second.address}`,
  ])
  // The other namespaces keep their accounts.
  expect((await updated).namespaces.solana?.accounts).toEqual([`${SOLANA_CHAIN}:${sol.address}`])
  expect(await accountsChanged).toEqual([second.address])
  expect(wallet.getState()).toMatchObject({
    evmAccount: second.address,
    switchingAccount: false,
    sessions: [
      {
        topic: session?.topic,
        accounts: expect.arrayContaining([`${EVM_CHAIN}:${second.address}`]),
      },
    ],
  })

  const message = toHex('Signed after the switch')
  const signing = dapp.request<`0x${string}`>(
    { method: 'personal_sign', params: [message, second.address] },
    EVM_CHAIN,
  )
  await wallet.approveRequest((await waitForState(wallet, (state) => state.requests[0])).id)
  const signature = await signing
  expect(
    await verifyMessage({ address: second.address, message: { raw: message }, signature }),
  ).toBe(true)

  // The account the session no longer holds is refused.
  const stale = dapp
    .request({ method: 'personal_sign', params: [message, evm.address] }, EVM_CHAIN)
    .then(
      () => undefined,
      (error: unknown) => error,
    )
  const staleRequest = await waitForState(wallet, (state) => state.requests[0])
  await expect(wallet.approveRequest(staleRequest.id)).rejects.toThrow(
    'The request is for another account',
  )
  expect(await stale).toMatchObject({
    code: -32000,
    message: 'The request is for another account',
  })
})

test('error: switching to an address the wallet has no key for', async () => {
  const wallet = await startWallet('no-account')
  await expect(wallet.switchEvmAccount(DEMO_EVM_ACCOUNTS[0].address)).rejects.toThrow(
    'This wallet has no such EVM account',
  )
  expect(wallet.getState().evmAccount).toBe(MOBILE_WALLET_EVM_ACCOUNTS[0].address)
})

test('behavior: a rejected proposal rejects the dapp connect with USER_REJECTED', async () => {
  const wallet = await startWallet('reject')
  const dapp = await startDapp('reject')
  dapp.on('display_uri', (uri: string) => {
    void wallet.pair(uri)
  })
  const connecting = dapp.connect({ optionalNamespaces })
  const proposal = await waitForState(wallet, (state) => state.proposals[0])
  await wallet.rejectProposal(proposal.id)
  await expect(connecting).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
  expect(wallet.getState()).toMatchObject({ proposals: [], sessions: [] })
})

test('error: an unreachable relay is named in the error', async () => {
  const closed = await startRelay({ port: 0 })
  await closed.stop()
  const wallet = await startWallet('unreachable', closed.url)
  const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`
  await expect(wallet.pair(uri)).rejects.toThrow(`Cannot reach the relay at ${closed.url}`)
  expect(wallet.getState()).toMatchObject({
    pairing: false,
    relay: 'unreachable',
    error: expect.stringContaining(`Cannot reach the relay at ${closed.url}\n`),
  })
})

test('error: a URI that is not a pairing URI', async () => {
  const wallet = await startWallet('bad-uri')
  await expect(wallet.pair('https://example.com')).rejects.toThrow(
    'This is not a WalletConnect pairing URI',
  )
})

import type { Network } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { vi } from 'vitest'
import { analyticsConfigAtom } from '../state/analytics.ts'
import { initializeChains } from '../state/chain.ts'
import { setOptions } from '../state/options.ts'
import type { Store } from '../state/Store.ts'
import { createSafeStorage, storageAtom } from '../state/storage.ts'
import { walletConnectClientAtom } from './ensureWalletConnectClient.ts'
import type {
  WalletConnectClient,
  WalletConnectConnectParams,
  WalletConnectRelayer,
  WalletConnectSession,
} from './WalletConnectClient.ts'

// Test helpers of the WalletConnect flows (not exported from the entry).

export const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const SOLANA_REF = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

export function network(
  caipNetworkId: `${Network['chainNamespace']}:${string}`,
  rpc?: string,
): Network {
  const [chainNamespace, id] = caipNetworkId.split(':') as [Network['chainNamespace'], string]
  return {
    id: chainNamespace === 'eip155' ? Number(id) : id,
    chainNamespace,
    caipNetworkId,
    name: caipNetworkId,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
    rpcUrls: { default: { http: [rpc ?? `http://127.0.0.1:8545/${caipNetworkId}`] } },
  }
}

export const anvil = network('eip155:31337', 'http://127.0.0.1:8545')
export const anvil2 = network('eip155:31338', 'http://127.0.0.1:8546')
export const solanaLocal = network(`solana:${SOLANA_REF}`, 'http://127.0.0.1:8899')

/** A store with options (analytics on, events recorded), the given networks and Map storage. */
export function setupStore(networks: Network[] = [anvil, anvil2, solanaLocal]) {
  const store: Store = createStore()
  const saved = new Map<string, string>()
  store.set(
    storageAtom,
    createSafeStorage({
      getItem: (key) => saved.get(key) ?? null,
      setItem: (key, value) => void saved.set(key, value),
      removeItem: (key) => void saved.delete(key),
    }),
  )
  setOptions(store, {}, { projectId: 'demo' })
  initializeChains(store, networks)
  const events: unknown[] = []
  store.set(analyticsConfigAtom, {
    ...store.get(analyticsConfigAtom),
    analyticsUrl: 'http://127.0.0.1:1/',
    fetch: async (_url, init) => {
      events.push(JSON.parse(String(init?.body)).props)
      return new Response(null, { status: 204 })
    },
  })
  return { store, saved, events }
}

export function session(
  accounts: string[],
  extra: Partial<WalletConnectSession> = {},
): WalletConnectSession {
  const namespaces: WalletConnectSession['namespaces'] = {}
  for (const account of accounts) {
    const [ns = '', ref = ''] = account.split(':')
    const entry = namespaces[ns] ?? { accounts: [], chains: [] }
    namespaces[ns] = entry
    entry.accounts.push(account)
    if (!entry.chains?.includes(`${ns}:${ref}`)) entry.chains?.push(`${ns}:${ref}`)
  }
  return {
    topic: 'topic-1',
    namespaces,
    peer: { metadata: { name: 'Test Wallet', url: 'https://wallet.example', icons: [] } },
    ...extra,
  }
}

type Listener = (...args: unknown[]) => void

function emitter(map: Map<string, Set<Listener>> = new Map()) {
  return {
    on: (event: string, listener: Listener) => {
      const set = map.get(event) ?? new Set()
      set.add(listener)
      map.set(event, set)
    },
    off: (event: string, listener: Listener) => {
      map.get(event)?.delete(listener)
    },
    emit: (event: string, ...args: unknown[]) => {
      for (const listener of [...(map.get(event) ?? [])]) listener(...args)
    },
  }
}

/**
 * A fake relayer (`client.core.relayer`): each `toEstablishConnection()` is a round that waits
 * until the test opens the socket (`open()`, every round resolves), ends it without a socket
 * (`endRound()`, as the SDK does after its 5 attempts) or fails it (`failRound(error)`).
 * `drop()` is the relay going away under an open socket.
 */
export function fakeRelayer(options: { connected?: boolean; relayUrl?: string } = {}) {
  const rounds: Array<{ resolve: () => void; reject: (error: unknown) => void }> = []
  const events = emitter()
  const relayer: WalletConnectRelayer & {
    connected: boolean
    toEstablishConnection: WalletConnectRelayer['toEstablishConnection']
    open(): void
    drop(): void
    endRound(): void
    failRound(error: unknown): void
  } = {
    relayUrl: options.relayUrl ?? 'ws://127.0.0.1:4320',
    connected: options.connected ?? false,
    toEstablishConnection: vi.fn(() =>
      relayer.connected
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            rounds.push({ resolve, reject })
          }),
    ),
    transportClose: vi.fn(async () => {
      relayer.connected = false
    }),
    on: events.on,
    off: events.off,
    open() {
      relayer.connected = true
      events.emit('relayer_connect')
      for (const round of rounds.splice(0)) round.resolve()
    },
    drop() {
      relayer.connected = false
      events.emit('relayer_disconnect')
    },
    endRound() {
      rounds.shift()?.resolve()
    },
    failRound(error) {
      rounds.shift()?.reject(error)
    },
  }
  return relayer
}

/**
 * A fake UniversalProvider: `connect({ skipPairing })` records the namespaces, the adoption of a
 * pairing (`client.core.pairing.pair`) records its URI, and every `pair(topic)` (the session
 * proposal) waits until the test settles it with `approve(n, session)` or `reject(n, error)`.
 */
export function fakeClient() {
  const listeners = new Map<string, Set<Listener>>()
  const signListeners = new Map<string, Set<Listener>>()
  const pending: Array<{
    topic: string
    resolve: (session: WalletConnectSession) => void
    reject: (error: unknown) => void
  }> = []
  const main = emitter(listeners)
  const sign = emitter(signListeners)
  const relayer = fakeRelayer({ connected: true })
  const adopted: string[] = []
  const client: WalletConnectClient & {
    emit: (event: string, ...args: unknown[]) => void
    emitSign: (event: string, ...args: unknown[]) => void
  } = {
    session: undefined,
    optionalNamespaces: undefined,
    connect: vi.fn(async (params: WalletConnectConnectParams) => {
      client.optionalNamespaces = params.optionalNamespaces
      return undefined
    }),
    pair: vi.fn(
      (topic: string) =>
        new Promise<WalletConnectSession>((resolve, reject) => {
          pending.push({
            topic,
            resolve: (approved) => {
              client.session = approved
              resolve(approved)
            },
            reject,
          })
        }),
    ),
    disconnect: vi.fn(async () => {
      client.session = undefined
    }),
    request: vi.fn(async () => 'answer') as WalletConnectClient['request'],
    on: main.on,
    removeListener: main.off,
    client: {
      on: sign.on,
      off: sign.off,
      request: vi.fn(async () => null) as WalletConnectClient['client']['request'],
      core: {
        relayer,
        pairing: {
          pair: vi.fn(async ({ uri }: { uri: string }) => {
            adopted.push(uri)
          }),
        },
      },
    },
    emit: main.emit,
    emitSign: sign.emit,
  }
  return {
    client,
    relayer,
    pending,
    /** The URIs the client adopted, in order. */
    adopted,
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    approve: (n: number, approved: WalletConnectSession) => pending[n - 1]?.resolve(approved),
    reject: (n: number, error: unknown) => pending[n - 1]?.reject(error),
  }
}

/** Waits for the client's start (its code is a chunk of its own), then for what follows it. */
export async function clientStarted(store: Store): Promise<void> {
  await store.get(walletConnectClientAtom)
  await flush()
}

/**
 * Waits until `check` holds, turning the event loop (`setImmediate`, which the tests' fake timers
 * leave alone): a pairing URI's sha256 is WebCrypto's, which no microtask flush waits for.
 */
export async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  // performance.now: the fake timers of these tests fake Date, never it.
  const deadline = performance.now() + timeoutMs
  while (!check()) {
    if (performance.now() > deadline) throw new Error('The awaited condition never held.')
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
  await flush()
}

/** Waits until the fake client adopted `n` pairings and proposed on each; returns the n-th URI. */
export async function adoptedPairing(fake: ReturnType<typeof fakeClient>, n = 1): Promise<string> {
  await until(() => fake.adopted.length >= n && fake.pending.length >= n)
  return fake.adopted[n - 1] ?? ''
}

/** Lets queued microtasks and promise callbacks run (no timers involved). */
export async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}

/**
 * What the sign client rejects a proposal with when the wallet declines it: the JSON-RPC error of
 * the wallet's answer (`getSdkError('USER_REJECTED')`), a plain object.
 */
export const WALLET_DECLINED = Object.freeze({ code: 5000, message: 'User rejected.' })

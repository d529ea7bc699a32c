import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type RelayLimits,
  type RelayStats,
  type RunningRelay,
  startRelay,
} from '@airlock/local-stack/relay'
import {
  createAnvilService,
  createMobileWalletService,
  createRelayService,
  createSolanaService,
  type Service,
  type Stack,
  startedTogether,
  startStack,
} from '@airlock/local-stack/stack'
import { copyModalBuild } from '@airlock/testkit/builds'
import { test } from './test.ts'

/** A stack with chains, and how to stop it (and remove its copies of the builds). */
export type ChainStack = Stack & {
  /** The JSON-RPC URL of a chain by its CAIP-2 id; throws when the stack has none. */
  rpcUrl: (caipNetworkId: string) => string
}

/** Options of {@link startChainStack}. */
export type StartChainStackOptions = {
  /**
   * A WalletConnect relay service the test drives: with one, the stack starts it first and
   * serves the demo mobile wallet page (`demo-host/mobile-wallet/dist`, built by `npm run build`)
   * last, both pointed at by the served demo project. Without one, the stack starts a relay of
   * its own and no mobile wallet: the modal warms a pairing on the project's relay while Connect
   * shows, so a project's relay is always there, as it is in a deployment.
   */
  relay?: Service
  /** See `StartStackOnCopiesOptions.prepareModal` (more project files, say). */
  prepareModal?: StartStackOnCopiesOptions['prepareModal']
  /**
   * Services started before the chains, in order (the embedded wallet's frame and auth
   * services, say): the endpoints they report reach the served demo project.
   */
  before?: readonly Service[]
  /** Cuts the start short: what started is stopped, and the start rejects naming the rest. */
  signal?: AbortSignal
}

/**
 * Starts a second local stack for the tests that need chains: the demo host and a copy of the
 * modal build on free ports, with one anvil per demo EVM chain (31337, 31338, each with the demo
 * contracts, loaded from the states globalSetup wrote) and the local Solana RPC, all on port 0
 * and started side by side (and, with `relay`, the relay and the demo mobile wallet page). The
 * served demo project and the demo host's `airlock-demo-rpc` meta tag point at those ports, so the
 * modal and the demo wallets read the same chains as the test.
 */
async function startChainStack(options: StartChainStackOptions = {}): Promise<ChainStack> {
  const chains = [
    startedTogether('Chains', [
      createDemoAnvilService(31337),
      createDemoAnvilService(31338),
      createSolanaService({ port: 0 }),
    ]),
  ]
  const first = options.before ?? []
  const services = options.relay
    ? [
        ...first,
        options.relay,
        ...chains,
        createMobileWalletService({
          port: 0,
          root: join(E2E_PATHS.root, 'demo-host/mobile-wallet/dist'),
        }),
      ]
    : [...first, createRelayService({ port: 0 }), ...chains]
  const stack = await startStackOnCopies({
    services,
    ...(options.prepareModal ? { prepareModal: options.prepareModal } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  })
  return {
    ...stack,
    rpcUrl: (caipNetworkId) => {
      const url = stack.endpoints.rpcUrls?.[caipNetworkId]
      if (!url) throw new Error(`the chain stack has no RPC for ${caipNetworkId}`)
      return url
    },
  }
}

/**
 * An anvil of a demo chain on a free port, loaded from the state globalSetup wrote for it
 * (`E2E_PATHS.chainState`) rather than deploying the demo contracts again for each test file.
 * It makes a block every second besides one per transaction, as a live chain does: ethers v6's
 * `waitForTransaction` waits for a block after the one it last read, and when anvil mined the
 * transaction between its block number and receipt reads, no later block came (it hung).
 */
export function createDemoAnvilService(chainId: number): Service {
  return createAnvilService({
    port: 0,
    chainId,
    state: E2E_PATHS.chainState(chainId),
    blockTimeSeconds: 1,
  })
}

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Where the browser tests find their files: the test pages, and the host SDK bundle that
 * globalSetup builds for them (under node_modules/.cache, so git and Biome ignore it).
 */
export const E2E_PATHS = {
  root,
  pagesDir: `${root}e2e/pages/`,
  cacheDir: `${root}node_modules/.cache/airlock-e2e/`,
  hostSdkEntry: `${root}host-sdk/src/index.ts`,
  hostSdkBundle: `${root}node_modules/.cache/airlock-e2e/host-sdk.js`,
  /** The state of a demo EVM chain with the demo contracts deployed (`writeDemoChainState`). */
  chainState: (chainId: number) =>
    `${root}node_modules/.cache/airlock-e2e/anvil-chain-${chainId}.json`,
}

/** The folder, under the host root, that holds the test pages. */
export const TEST_PAGES_FOLDER = '__e2e__'

/**
 * Makes the folder the test stack's demo host serves: the built demo host, plus the test pages
 * and the SDK bundle under `__e2e__/`. The pages are served by the real host server (not by a
 * Playwright route) so that the browser sees a real loopback server behind them, as it does for
 * the modal; a routed response has no address and Chromium's Local Network Access checks would
 * then block the modal iframe.
 */
async function writeHostRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'airlock-e2e-host-'))
  await cp(`${E2E_PATHS.root}demo-host/dist`, root, { recursive: true })
  await cp(E2E_PATHS.pagesDir, join(root, TEST_PAGES_FOLDER), { recursive: true })
  await cp(E2E_PATHS.hostSdkBundle, join(root, TEST_PAGES_FOLDER, 'host-sdk.js'))
  return root
}

/** Options of {@link startStackOnCopies}. */
export type StartStackOnCopiesOptions = {
  /**
   * The services to run beside the two web servers, in start order (see `startStack`).
   */
  services?: readonly Service[]
  /**
   * Runs on the copy of the modal build before the stack starts (to put more files in it).
   */
  prepareModal?: (modalRoot: string) => Promise<unknown>
  /** See `StartStackOptions.signal`. */
  signal?: AbortSignal
}

/**
 * Starts a local stack of a test file's own on free ports: the demo host with the test pages
 * (`writeHostRoot`) and a copy of the modal build (`copyModalBuild`), beside `services`. Its
 * `stop()` stops the stack and then removes both copies; if anything fails while starting, the
 * copies are removed before the error is rethrown.
 */
export async function startStackOnCopies(options: StartStackOnCopiesOptions = {}): Promise<Stack> {
  const hostRoot = await writeHostRoot()
  const modalRoot = await copyModalBuild(E2E_PATHS.root)
  const removeCopies = () =>
    Promise.all([hostRoot, modalRoot].map((dir) => rm(dir, { recursive: true, force: true })))
  let stack: Stack
  try {
    await options.prepareModal?.(modalRoot)
    stack = await startStack({
      hostRoot,
      modalRoot,
      hostPort: 0,
      modalPort: 0,
      services: options.services,
      signal: options.signal,
    })
  } catch (error) {
    await removeCopies()
    throw error
  }
  return {
    ...stack,
    stop: async () => {
      try {
        await stack.stop()
      } finally {
        await removeCopies()
      }
    },
  }
}

/** How long `useChainStack`'s `beforeAll` may take. */
const CHAIN_STACK_HOOK_MS = 120_000

/**
 * Gives a test file its own chain stack: registers a `beforeAll` that starts it
 * (`startChainStack(options)`, with 120 s for the start) and an `afterAll` that stops it. Call it
 * at the top level of the file (or of a `describe`). It returns at once, so the returned object
 * stands in for the stack: every read is forwarded to the stack started in `beforeAll`, with its
 * functions bound to it, and throws if made before then (at the file's top level, say).
 *
 * The start gives up 10 s before the hook's timeout, so that the report shows the stack's error
 * (naming the service still starting) rather than Playwright's bare timeout; a start cut short
 * anyway is aborted in `afterAll`, which waits for it to stop what it started.
 */
export function useChainStack(options?: StartChainStackOptions): ChainStack {
  let started: ChainStack | undefined
  let starting: Promise<ChainStack> | undefined
  const giveUp = new AbortController()

  test.beforeAll(async () => {
    test.setTimeout(CHAIN_STACK_HOOK_MS)
    const seconds = (CHAIN_STACK_HOOK_MS - 10_000) / 1_000
    const timer = setTimeout(
      () => giveUp.abort(new Error(`the chain stack did not start within ${seconds} s`)),
      seconds * 1_000,
    )
    starting = startChainStack({ ...options, signal: giveUp.signal })
    try {
      started = await starting
    } finally {
      clearTimeout(timer)
    }
  })

  test.afterAll(async () => {
    // A start still running (its hook timed out) stops what it started once aborted.
    giveUp.abort(new Error('afterAll ran before the chain stack started'))
    await starting?.catch(() => undefined)
    await started?.stop()
  })

  const current = (what: string): ChainStack => {
    if (started) return started
    throw new Error(
      `useChainStack: ${what} was read before beforeAll started the stack; read it in a test or hook`,
    )
  }

  // The target stays empty; the stack is only there once beforeAll ran.
  return new Proxy({} as ChainStack, {
    get(_, key) {
      const stack = current(`stack.${String(key)}`)
      const value: unknown = Reflect.get(stack, key)
      return typeof value === 'function' ? value.bind(stack) : value
    },
    has: (_, key) => Reflect.has(current(`stack.${String(key)}`), key),
    // For spreads and rest destructuring (`{ ...stack }`, `const { urls, ...rest } = stack`).
    ownKeys: () => Reflect.ownKeys(current('the keys of stack')),
    getOwnPropertyDescriptor: (_, key) =>
      Reflect.getOwnPropertyDescriptor(current(`stack.${String(key)}`), key),
  })
}

/** A relay service a test can restart on the same port, and read the stats of. */
export type RestartableRelay = {
  /** Give this to `startStack({ services })`: it reports the relay URL like `createRelayService`. */
  service: Service
  /**
   * Stops the running relay (its sockets and in-memory mailbox go with it) and starts a new one
   * on the same port, as a relay restart does. Resolves once the new one listens.
   */
  restart(): Promise<void>
  /** The stats of the relay running now. */
  stats(): RelayStats
}

/**
 * Our WalletConnect relay (`startRelay`) on a free port of 127.0.0.1, wrapped so that a browser
 * test can restart it mid-session and watch the clients come back (`stats()`).
 */
export function createRestartableRelay(
  options: { limits?: Partial<RelayLimits> } = {},
): RestartableRelay {
  let running: RunningRelay | undefined
  let port = 0
  const current = () => {
    if (!running) throw new Error('the relay is not running')
    return running
  }
  return {
    service: {
      name: 'WalletConnect relay (restartable)',
      async start() {
        running = await startRelay({ port: 0, limits: options.limits })
        port = Number(new URL(running.url).port)
        return {
          url: running.url,
          stop: () => running?.stop() ?? Promise.resolve(),
          endpoints: { relayUrl: running.url },
        }
      },
    },
    async restart() {
      await current().stop()
      running = await startRelay({ port, limits: options.limits })
    },
    stats: () => current().stats(),
  }
}

import { createServer } from 'node:http'
import { type ListenOnPortOptions, listenOnPort } from '../serve/listenOnPort.ts'

/**
 * One thing `npm start` runs: a static server, the WalletConnect relay, a chain. `start()`
 * resolves once the service answers at `url`; `stop()` releases everything it holds (ports,
 * child processes) and resolves when that is done. A service that fails to start must release
 * what it took before rejecting.
 */
export type Service = {
  /** Shown in the table of URLs, e.g. 'Demo host'. */
  name: string
  /**
   * Starts the service. `context.endpoints` holds what the services started before this one
   * reported (the mobile wallet reads the relay and RPC URLs from it).
   */
  start(context?: ServiceContext): Promise<StartedService>
}

/** What {@link Service.start} is told about the stack so far. */
export type ServiceContext = {
  /** The endpoints reported by the services already running. */
  endpoints: StackEndpoints
  /**
   * The demo host's origin once it listens, `''` before. The services start before the web
   * servers, so a service reads it when it needs it (the reference API, when an analytics event
   * arrives: the modal server adds this origin to the demo project's allowlist), not in `start()`.
   */
  hostOrigin?: (() => string) | undefined
  /**
   * The modal's origin: known before the web servers start when its port is fixed, else once it
   * listens. Read it when needed (the reference API, when an analytics event arrives: only the
   * modal posts them), not in `start()`.
   */
  modalOrigin?: (() => string) | undefined
  /**
   * The origins of the stack's own browser pages that run: the modal, the demo host, and the demo
   * mobile wallet page once each listens. The local RPCs answer CORS for these alone.
   */
  pageOrigins?: (() => readonly string[]) | undefined
  /**
   * Aborted when the stack gives up on this start (its time ran out, or the whole start was
   * cut short): release what was taken (a child process, say) and reject soon.
   */
  signal?: AbortSignal | undefined
}

/** A running {@link Service}. */
export type StartedService = {
  /** Where it answers, e.g. `http://127.0.0.1:4300/` or `ws://localhost:4320`. */
  url: string
  /** Stops it; safe to call more than once. */
  stop(): Promise<void>
  /**
   * Printed after the URL in the table, e.g. `ADT 0x5FbD…`.
   */
  note?: string | undefined
  /**
   * What this service serves that others must point at (relay URL, RPC URLs).
   */
  endpoints?: StackEndpoints | undefined
}

/**
 * Where the running stack's back-end services answer: what the modal's demo project and the
 * mobile wallet must point at, and where the mobile wallet itself is. Services report their part as they start; `startStack` merges them.
 */
export type StackEndpoints = {
  /**
   * The WalletConnect relay.
   */
  relayUrl?: string | undefined
  /**
   * HTTP JSON-RPC URL per CAIP-2 network id.
   */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /**
   * The demo mobile wallet page, with the query parameters it needs to reach this stack's relay
   * and chains: the served demo project's wallet links (`customWallets`) point at it.
   */
  mobileWalletUrl?: string | undefined
  /**
   * The reference API's base URL (transaction history), with its trailing slash: the served demo
   * project's `apiUrl`.
   */
  apiUrl?: string | undefined
  /**
   * Where the reference API collects the modal's analytics (the modal posts to `{analyticsUrl}/e`):
   * the served demo project's `analyticsUrl`.
   */
  analyticsUrl?: string | undefined
  /**
   * The embedded wallet's frame page (served by its own origin): the served demo project's
   * `embeddedWallet.frameUrl`, and a `frame-src` of the modal's policy.
   */
  walletFrameUrl?: string | undefined
  /** The embedded wallet's auth service: the served demo project's `embeddedWallet.authUrl`. */
  authUrl?: string | undefined
}

/**
 * Checks that a port can be bound now, by binding and releasing it, so that a service which
 * listens in a child process or a library (anvil, the relay, the Solana RPC) fails with the same
 * message as the web servers: the port, what needed it and the variable to change. Port 0 is
 * always free. The check can race with another program taking the port in between; the service's
 * own error still reports that case.
 *
 * @throws AirlockError `INTERNAL` naming the port and `envVar` when the port is taken.
 */
export async function assertPortFree(options: ListenOnPortOptions): Promise<void> {
  if (options.port === 0) return
  const probe = createServer()
  await listenOnPort(probe, options)
  await new Promise<void>((done) => probe.close(() => done()))
}

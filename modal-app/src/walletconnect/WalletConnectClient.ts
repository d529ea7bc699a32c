/** A session as the modal reads it from `@walletconnect/universal-provider`. */
export type WalletConnectSession = {
  /** The session topic. */
  topic: string
  /** The approved namespaces; accounts are CAIP-10 ids. */
  namespaces: Record<
    string,
    { accounts: string[]; chains?: string[] | undefined; methods?: string[] | undefined }
  >
  /** The wallet's own metadata. */
  peer: { metadata: { name: string; url?: string | undefined; icons?: string[] | undefined } }
  /** Unix seconds. */
  expiry?: number | undefined
}

/** One requested namespace of {@link WalletConnectConnectParams}. */
export type WalletConnectNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/** What the modal passes to `connect()`. */
export type WalletConnectConnectParams = {
  optionalNamespaces: Record<string, WalletConnectNamespace>
  sessionProperties?: Record<string, string>
  /** Only set the namespaces; the session is proposed by `pair` on a pairing adopted meanwhile. */
  skipPairing?: boolean
}

/**
 * The part of `UniversalProvider` the modal uses. Narrow on purpose, so that the pairing and
 * session rules can be tested with a fake and the SDK stays in its own chunk.
 */
export type WalletConnectClient = {
  /** The current session, restored from storage at init or set by `connect()`. */
  session?: WalletConnectSession | undefined
  /**
   * The namespaces the last `connect` set; the provider clears them when a session ends
   * (`undefined` then).
   */
  optionalNamespaces?: unknown
  connect(params: WalletConnectConnectParams): Promise<WalletConnectSession | undefined>
  /**
   * Proposes a session with the namespaces of the last `connect` on an active pairing (sign-client's
   * `connect` with `pairingTopic`: no new URI, no `display_uri`) and resolves once it is approved.
   */
  pair(pairingTopic: string): Promise<WalletConnectSession>
  disconnect(): Promise<void>
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>
  // biome-ignore lint/suspicious/noExplicitAny: the SDK's listeners take any arguments.
  on(event: string, listener: (...args: any[]) => void): unknown
  // biome-ignore lint/suspicious/noExplicitAny: the SDK's listeners take any arguments.
  removeListener(event: string, listener: (...args: any[]) => void): unknown
  /**
   * The sign client: its `session_expire` event (the provider does not forward it), `request`
   * for the requests the provider would answer itself (it never forwards
   * `wallet_switchEthereumChain` for a chain of the session), the relay transport and the
   * pairings (to adopt one whose URI the modal made itself).
   */
  client: {
    // biome-ignore lint/suspicious/noExplicitAny: the SDK's listeners take any arguments.
    on(event: string, listener: (...args: any[]) => void): unknown
    // biome-ignore lint/suspicious/noExplicitAny: the SDK's listeners take any arguments.
    off(event: string, listener: (...args: any[]) => void): unknown
    /** Sends a request to the wallet of a session, on one of its chains. */
    request<T = unknown>(args: {
      topic: string
      chainId: string
      request: { method: string; params?: unknown }
    }): Promise<T>
    core: {
      relayer: WalletConnectRelayer
      /** Adopts a pairing from its URI: its key under the URI's topic, stored, subscribed. */
      pairing: { pair(params: { uri: string; activatePairing?: boolean }): Promise<unknown> }
    }
  }
}

/**
 * The part of the SDK's relayer (`client.core.relayer`) the modal uses to bound a pairing when
 * the relay cannot be reached (see `reachRelay`) and to bring a session's socket back after an
 * outage (see `keepRelayConnected`).
 */
export type WalletConnectRelayer = {
  /** The relay the SDK talks to: the project's `relayUrl`, else the SDK's default. */
  readonly relayUrl: string
  /** Whether the relay socket is open. */
  readonly connected: boolean
  /**
   * Opens the socket: up to 5 attempts (1–4 s apart), then resolves even when none worked.
   * Private in the SDK's types, so optional here; `walletConnect.relay.test.ts` pins that the
   * SDK still has it.
   */
  toEstablishConnection?: (() => Promise<void>) | undefined
  /** Closes the socket and stops the SDK's reconnect attempts until the next connection. */
  transportClose(): Promise<void>
  /** The socket opened (`relayer_connect`) or went away (`relayer_disconnect`). */
  on(event: 'relayer_connect' | 'relayer_disconnect', listener: () => void): void
  off(event: 'relayer_connect' | 'relayer_disconnect', listener: () => void): void
}

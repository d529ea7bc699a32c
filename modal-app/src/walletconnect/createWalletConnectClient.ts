import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { VERIFY_OVERRIDE_KEY } from '../state/constants.ts'
import { loadWalletConnect } from './loadWalletConnect.ts'
import { type SkipStartupReplayTarget, skipStartupReplay } from './skipStartupReplay.ts'
import { verifyServerForRelay } from './verifyServerForRelay.ts'
import type { WalletConnectClient } from './WalletConnectClient.ts'

/** A key-value store as `@walletconnect/core` takes it (`IKeyValueStorage`). */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** Options of {@link createWalletConnectClient}. */
export type CreateWalletConnectClientOptions = {
  /** The project id (sent to the relay), e.g. 'demo'. */
  projectId: string
  /** The project's relay; without it the SDK's default relay is used, e.g. 'ws://127.0.0.1:4320'. */
  relayUrl?: string | undefined
  /** The host, as the modal verified it at boot. */
  host: {
    /** The host page's origin (checked against the project's allowlist), e.g. 'http://127.0.0.1:4300'. */
    origin: string
    /** The dapp's name from the host's `metadata`, if it gave one, e.g. 'Airlock demo'. */
    name?: string | undefined
  }
  /**
   * Where the SDK keeps its keys and sessions. The app passes the tenant scope's own database
   * (`wireWalletConnect`); without it the SDK's shared database of the modal origin is used.
   */
  storage?: WalletConnectStorage | undefined
  /** Prefix of the SDK's storage keys (`TenantScope.walletConnectPrefix`), e.g. 'airlock/demo|…'. */
  storagePrefix?: string | undefined
  /** The SDK's log level, e.g. 'silent'. */
  logger?: string | undefined
}

/**
 * Loads `@walletconnect/universal-provider` and initialises it for the modal: the project's
 * `relayUrl` and `projectId`, the host's identity as `metadata` (`name`: the host's name or origin,
 * `description` naming the verified origin, `url`: the verified origin, no icons), its own storage
 * prefix, no provider ping and no telemetry. Before init it points the patched Verify client at the
 * relay's `/verify/v3` page, or turns Verify off when no relay is configured (see README). After
 * init a client without a restored session loses the SDK's one-time replay of unacknowledged
 * messages, which would handle a settlement that arrives one second after init twice
 * ({@link skipStartupReplay}).
 *
 * What a wallet shows: in a browser the SDK replaces `metadata.url` with the page's origin, so a
 * wallet sees the modal's origin as the URL and the host's name and origin in name and description.
 *
 * @throws {AirlockError} `INTERNAL` when the SDK cannot be loaded or initialised.
 */
export async function createWalletConnectClient(
  options: CreateWalletConnectClientOptions,
): Promise<WalletConnectClient> {
  const verifyServer = options.relayUrl ? verifyServerForRelay(options.relayUrl) : undefined
  Reflect.set(
    globalThis,
    VERIFY_OVERRIDE_KEY,
    verifyServer ? { url: verifyServer } : { skip: true },
  )
  const name = options.host.name?.trim() || options.host.origin
  try {
    const UniversalProvider = await loadWalletConnect()
    const provider = await UniversalProvider.init({
      projectId: options.projectId,
      ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
      ...(options.storage ? { storage: options.storage } : {}),
      customStoragePrefix: options.storagePrefix ?? 'airlock-modal',
      disableProviderPing: true,
      telemetryEnabled: false,
      logger: options.logger ?? 'error',
      metadata: {
        name,
        description: `Connection requested by ${options.host.origin}`,
        url: options.host.origin,
        icons: [],
      },
    })
    // Before the SDK's replay pass one second from now: it would handle a session settlement
    // arriving then a second time (see skipStartupReplay).
    skipStartupReplay(provider as unknown as SkipStartupReplayTarget)
    return provider as unknown as WalletConnectClient
  } catch (error) {
    throw new AirlockError(ErrorCode.INTERNAL, 'WalletConnect could not be started.', {
      details: error instanceof Error ? error.message : String(error),
      cause: error,
    })
  }
}

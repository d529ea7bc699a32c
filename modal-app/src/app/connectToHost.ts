import {
  AirlockError,
  assertOpenableUrl,
  type Channel,
  callMethod,
  createMethodTable,
  createRefusalMessage,
  ErrorCode,
  type HostMethodSchemas,
  hostMethodSchemas,
  joinChannel,
  type Messenger,
  type MethodResult,
  modalMethodSchemas,
  SUPPORTED_PROTOCOL_VERSIONS,
  VIEW_NAMES,
} from '@airlock/shared-protocol'
import type { ProjectConfig } from '../boot/projectConfigSchema.ts'
import { wireEmbeddedWallet } from '../embedded/embeddedWallet.ts'
import { analyticsConfigAtom, hostEventSinkAtom } from '../state/analytics.ts'
import { initializeChains } from '../state/chain.ts'
import { MODAL_VERSION } from '../state/constants.ts'
import { projectServicesAtom, type ResolvedOptions, setOptions } from '../state/options.ts'
import { openModal } from '../state/router/openModal.ts'
import type { Store } from '../state/Store.ts'
import type { TenantScope } from '../state/tenantScope.ts'
import { createHostBridge } from '../wallets/createHostBridge.ts'
import {
  type ReconnectStoredWalletsReturnType,
  reconnectStoredWallets,
} from '../wallets/reconnectStoredWallets.ts'
import { applyTheme } from './applyTheme.ts'
import { createHostSiwxNonce } from './createHostSiwxNonce.ts'
import { createModalHandlers } from './createModalHandlers.ts'
import { createStateReporter, type StateReporter } from './createStateReporter.ts'
import { hostLinkAtom } from './hostLinkAtom.ts'
import { publicStateAtom } from './publicStateAtom.ts'
import { setHostConnectors } from './setHostConnectors.ts'
import { wireSiwx } from './wireSiwx.ts'
import { wireWalletConnect } from './wireWalletConnect.ts'

/** Options of {@link connectToHost}. */
export type ConnectToHostOptions = {
  /** The modal's store (the state areas of `src/state/`). */
  store: Store
  /**
   * The project configuration boot loaded: its id, and networks and features the host may
   * override; its name and relay for WalletConnect; its API, without which the features that
   * need one stay hidden; its embedded wallet, without which email and social logins do.
   */
  project: Pick<ProjectConfig, 'projectId' | 'networks' | 'features'> &
    Partial<Pick<ProjectConfig, 'name' | 'relayUrl' | 'apiUrl' | 'embeddedWallet'>>
  /**
   * The transport; in the app `createWindowMessenger(window.parent, hostOrigin)`, so that the
   * handshake is the third origin check.
   */
  messenger: Messenger
  /** The instance id from the modal URL: the channel. */
  instance: string
  /**
   * The (projectId, verified host origin) pair boot scoped this modal to; WalletConnect keeps its
   * keys and sessions under it (see `createTenantScope`).
   */
  scope: TenantScope
  /** Where the theme is applied (`document.documentElement`). */
  root: HTMLElement
  /** See `createModalHandlers`. */
  commit?: ((change: () => void) => void) | undefined
  /** Timeout of each call to the host. Default 10 s. */
  timeoutMs?: number | undefined
  /**
   * How long a wallet request through the host may take (a person answers the wallet's prompt).
   * Default 5 minutes.
   */
  walletTimeoutMs?: number | undefined
  /**
   * How long the silent reconnect at boot waits for a stored wallet that the host has not listed
   * yet (EIP-6963 wallets announce themselves late). Default 2 s.
   */
  reconnectGraceMs?: number | undefined
}

/** A live connection to the host. */
export type HostConnection = {
  /** What the host answered to `ready()`. */
  ready: MethodResult<HostMethodSchemas, 'ready'>
  /** Reports state changes to the host. */
  reporter: StateReporter
  /** The silent reconnect of the stored wallets, started once the host answered `ready()`. */
  reconnected: Promise<ReconnectStoredWalletsReturnType>
  /** Closes the channel and stops reporting. */
  destroy: () => void
}

/**
 * Exposes the modal's methods to the host over the channel, waits for the handshake, calls the host's
 * `ready()` with the protocol versions the modal speaks, applies the answer (theme; options over the
 * project's features; chains from the host's networks, else the project's; host wallets; open on
 * first paint), makes the host's wallets, `openUrl` and `siwxNonce` reachable ({@link hostLinkAtom}), wires
 * WalletConnect ({@link wireWalletConnect}, when enabled) and the SIWX rule on connect
 * ({@link wireSiwx}), starts the silent reconnect of the stored wallets and then reports every state change with
 * `stateChanged()`.
 *
 * @throws {AirlockError} `PROTOCOL_MISMATCH` when the host settles on a version the modal does not
 *   speak; `INVALID_OPTIONS` or `UNKNOWN_OPTION` for options the options area refuses
 *   (`resolveOptions`), which the host is told first with a `RefusalMessage` on `messenger`; the
 *   errors of `joinChannel` and `callMethod` otherwise. The channel is closed on failure.
 */
export async function connectToHost(options: ConnectToHostOptions): Promise<HostConnection> {
  const { store } = options
  const timeoutMs = options.timeoutMs ?? 10_000
  let reporter: StateReporter | undefined
  const methods = createMethodTable(
    modalMethodSchemas,
    createModalHandlers(store, {
      getState: () => reporter?.current() ?? { seq: 0, ...store.get(publicStateAtom) },
      commit: options.commit,
      root: options.root,
    }),
  )
  const channel: Channel = joinChannel({
    messenger: options.messenger,
    methods,
    channel: options.instance,
  })
  try {
    const remote = await channel.remote
    const ready = await callMethod(
      remote,
      hostMethodSchemas,
      'ready',
      { protocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS], modalVersion: MODAL_VERSION },
      { timeoutMs },
    )
    if (!SUPPORTED_PROTOCOL_VERSIONS.includes(ready.protocolVersion)) {
      throw new AirlockError(
        ErrorCode.PROTOCOL_MISMATCH,
        `The host SDK chose protocol version ${ready.protocolVersion}; this modal speaks ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}.`,
      )
    }
    // Every analytics event names the host SDK's version (its `sv`), which only ready() tells.
    store.set(analyticsConfigAtom, {
      ...store.get(analyticsConfigAtom),
      sdkVersion: ready.sdkVersion,
    })
    const { project } = options
    let resolved: ResolvedOptions
    try {
      resolved = setOptions(store, ready.options, {
        projectId: project.projectId,
        projectFeatures: project.features,
        projectNetworks: project.networks,
        // The socials the project's auth service has providers for.
        ...(project.embeddedWallet?.socials
          ? { remoteFeatures: { socials: project.embeddedWallet.socials } }
          : {}),
      })
    } catch (error) {
      // The host SDK only checks what is its own; it learns here, as a refused page does at boot,
      // that its options are wrong, and rejects open() with this message (the channel closes).
      const { code, shortMessage } = error as AirlockError
      options.messenger.post(
        createRefusalMessage(
          options.instance,
          code === ErrorCode.UNKNOWN_OPTION ? code : ErrorCode.INVALID_OPTIONS,
          shortMessage,
        ),
      )
      throw error
    }
    applyTheme(options.root, resolved)
    store.set(projectServicesAtom, {
      apiUrl: project.apiUrl,
      embeddedWallet: project.embeddedWallet && {
        frameUrl: project.embeddedWallet.frameUrl,
        authUrl: project.embeddedWallet.authUrl,
      },
    })
    initializeChains(store, resolved.networks ?? project.networks ?? [], resolved.defaultNetwork)
    setHostConnectors(store, ready.connectors)
    const bridge = createHostBridge(remote, { timeoutMs: options.walletTimeoutMs })
    const link = {
      bridge,
      openUrl: async (url: string, customSchemes: readonly string[] = []) => {
        assertOpenableUrl(url, customSchemes)
        return (await callMethod(remote, hostMethodSchemas, 'openUrl', { url }, { timeoutMs }))
          .opened
      },
      siwxNonce: createHostSiwxNonce(remote),
    }
    store.set(hostLinkAtom, link)
    // Before the first MODAL_OPEN (an open on first paint, below). A host SDK too old to take
    // events answers METHOD_NOT_FOUND: nothing to do.
    store.set(hostEventSinkAtom, {
      send({ address, ...event }) {
        const params = { ...event, ...(address ? { address } : {}) }
        callMethod(remote, hostMethodSchemas, 'event', params, { timeoutMs }).catch(() => {})
      },
    })
    // Embedded, the modal is part of the host page: shown from the start (spec §2).
    let open = ready.open ?? (resolved.embedded ? {} : null)
    // An open() queued before the handshake comes here unchecked (any view-shaped name, as the
    // `open` method gets), and the host answers it with the first state: a view the modal does
    // not have opens the one the rules pick, not an empty card, and the console says why.
    if (open?.view !== undefined && !VIEW_NAMES.includes(open.view)) {
      const views = VIEW_NAMES.join(', ')
      console.error(`[airlock] open(): there is no view "${open.view}"; expected one of ${views}.`)
      const { view: _, ...rest } = open
      open = rest
    }
    if (open !== null) {
      const commit = options.commit ?? ((change: () => void) => change())
      commit(() => {
        openModal(store, open)
      })
    }
    const started = createStateReporter(store, (state) =>
      callMethod(remote, hostMethodSchemas, 'stateChanged', state, { timeoutMs }),
    )
    reporter = started
    started.report()
    // Before anything can connect: every connection (WalletConnect's restored session and the
    // silent reconnect below included) goes through the SIWX rule on connect.
    const unwireSiwx = wireSiwx(store)
    if (resolved.enableWalletConnect) {
      wireWalletConnect(store, {
        scope: options.scope,
        relayUrl: project.relayUrl,
        hostName: project.name,
      })
    }
    if (project.embeddedWallet) {
      wireEmbeddedWallet(store, {
        frameUrl: project.embeddedWallet.frameUrl,
        authUrl: project.embeddedWallet.authUrl,
        projectId: project.projectId,
        hostOrigin: options.scope.hostOrigin,
      })
    }
    const reconnected = reconnectStoredWallets(store, link, {
      graceMs: options.reconnectGraceMs ?? 2000,
    })
    return {
      ready,
      reporter: started,
      reconnected,
      destroy: () => {
        unwireSiwx()
        started.stop()
        store.set(hostEventSinkAtom, undefined)
        if (store.get(hostLinkAtom) === link) store.set(hostLinkAtom, undefined)
        channel.destroy()
      },
    }
  } catch (error) {
    store.set(hostLinkAtom, undefined)
    store.set(hostEventSinkAtom, undefined)
    channel.destroy()
    throw error
  }
}

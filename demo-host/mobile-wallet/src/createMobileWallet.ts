import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core, RELAYER_EVENTS } from '@walletconnect/core'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError, parseUri } from '@walletconnect/utils'
import { buildWalletNamespaces } from './buildWalletNamespaces.ts'
import { MOBILE_WALLET_EVM_ACCOUNTS } from './constants.ts'
import { type DecodedRequest, decodeSessionRequest } from './decodeSessionRequest.ts'
import { describeProposal, type ProposalDescription } from './describeProposal.ts'
import { handleSessionRequest } from './handleSessionRequest.ts'
import { probeRelay } from './probeRelay.ts'
import type { WalletConfig } from './readWalletConfig.ts'

/** A session request waiting for the user. */
export type PendingRequest = {
  id: number
  topic: string
  /** Name and URL of the dapp of the session. */
  dappName: string
  dappUrl: string
  chainId: string
  method: string
  /** What the request asks for; undefined when it could not be decoded. */
  decoded: DecodedRequest | undefined
  /** Why it could not be decoded (the request can then only be rejected). */
  decodeError: string | undefined
  /** True while the answer is being made and sent. */
  busy: boolean
}

/** An active session, as the sessions list shows it. */
export type SessionSummary = {
  topic: string
  dappName: string
  dappUrl: string
  /** CAIP-10 accounts the session holds. */
  accounts: string[]
  /** Seconds since epoch. */
  expiry: number
}

/** One line of the activity log: what was approved, rejected or failed. */
export type ActivityEntry = { id: number; text: string; detail?: string | undefined }

/** Everything the page shows. */
export type MobileWalletState = {
  /** `starting` until WalletKit is ready; `failed` when it could not start. */
  status: 'starting' | 'ready' | 'failed'
  /**
   * The relay socket as the client reports it (`idle` before the first pairing), or
   * `unreachable` when the last probe found nothing listening.
   */
  relay: 'idle' | 'connected' | 'disconnected' | 'unreachable'
  /** True while a pairing URI is being paired. */
  pairing: boolean
  /** The last error, for the page's alert: the short message, then the details on a new line. */
  error: string | undefined
  proposals: ProposalDescription[]
  requests: PendingRequest[]
  sessions: SessionSummary[]
  /** Newest first, at most 20. */
  activity: ActivityEntry[]
  /** The EVM account new sessions get, and the one the sessions were last moved to. */
  evmAccount: EvmAccount['address']
  /** True while the sessions are being moved to another EVM account. */
  switchingAccount: boolean
}

/** One of the wallet's EVM accounts ({@link MOBILE_WALLET_EVM_ACCOUNTS}). */
type EvmAccount = (typeof MOBILE_WALLET_EVM_ACCOUNTS)[number]

/** Options of {@link createMobileWallet}. */
export type CreateMobileWalletOptions = {
  /** Relay URL, project id and RPC URLs (see `readWalletConfig`). */
  config: Pick<WalletConfig, 'relayUrl' | 'projectId' | 'rpcUrls'>
  /**
   * Where WalletKit keeps its keys and sessions: IndexedDB in the browser when omitted; tests pass
   * an in-memory store.
   */
  storage?: IKeyValueStorage | undefined
  /**
   * Storage prefix, distinct per wallet in one process.
   */
  customStoragePrefix?: string | undefined
  /** The wallet's metadata as dapps see it. */
  metadata?: WalletKitTypes.Metadata | undefined
  /** fetch for the relay probe and the chain RPCs (tests pass a fake chain). */
  fetchFn?: typeof fetch | undefined
  /**
   * Milliseconds a pairing may take before it fails with a clear error.
   */
  pairTimeoutMs?: number | undefined
}

/** The wallet's actions and state; the React page is a view of it. */
export type MobileWallet = {
  getState: () => MobileWalletState
  /** Calls `listener` after each state change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
  /** Starts WalletKit (the relay socket opens on the first pairing). */
  start: () => Promise<void>
  /** Pairs with a `wc:` URI; the proposal then arrives in `state.proposals`. */
  pair: (uri: string) => Promise<void>
  approveProposal: (id: number) => Promise<void>
  /** Rejects with `USER_REJECTED` (5000 "User rejected."). */
  rejectProposal: (id: number) => Promise<void>
  /**
   * Answers with the development keys (see `handleSessionRequest`); a `wallet_switchEthereumChain`
   * to a chain outside the request's session is answered with 4902 instead.
   */
  approveRequest: (id: number) => Promise<void>
  /** Answers with the error `USER_REJECTED` (5000 "User rejected."). */
  rejectRequest: (id: number) => Promise<void>
  /** Deletes the session from the wallet side (`USER_DISCONNECTED`). */
  disconnect: (topic: string) => Promise<void>
  /**
   * Makes another of the wallet's EVM accounts the current one, as a user does in a wallet app:
   * each session holding an EVM account is updated to it (`session_update` of its eip155
   * accounts) and told with an `accountsChanged` event. Throws `INVALID_PARAMS` for an address
   * that is not the wallet's.
   */
  switchEvmAccount: (address: string) => Promise<void>
  /** Closes the relay socket and drops the listeners. */
  destroy: () => Promise<void>
  /** The WalletKit instance once started (for tests and debugging). */
  readonly walletKit: WalletKitClient | undefined
}

/** A started WalletKit client. */
type WalletKitClient = InstanceType<typeof WalletKit>

const DEFAULT_METADATA: WalletKitTypes.Metadata = {
  name: 'Airlock Demo Mobile Wallet',
  description: 'A development wallet with public test keys, for the local Airlock stack only.',
  url: 'http://localhost:4340',
  icons: [],
}

/**
 * The demo mobile wallet without its page: a `@reown/walletkit` wallet on our relay, with the
 * proposals and requests it receives kept in a small store until the user approves or rejects
 * them, answered with the development keys.
 *
 * No outside requests: the wallet never asks the Verify server (`verify.resolve` is off), and the
 * core's one analytics ping at start (`eventClient.init`) is skipped.
 */
export function createMobileWallet(options: CreateMobileWalletOptions): MobileWallet {
  const { config, fetchFn, pairTimeoutMs = 10_000 } = options
  let state: MobileWalletState = {
    status: 'starting',
    relay: 'idle',
    pairing: false,
    error: undefined,
    proposals: [],
    requests: [],
    sessions: [],
    activity: [],
    evmAccount: MOBILE_WALLET_EVM_ACCOUNTS[0].address,
    switchingAccount: false,
  }
  const listeners = new Set<() => void>()
  const proposals = new Map<number, ProposalTypes.Struct>()
  let walletKit: WalletKitClient | undefined
  let starting: Promise<void> | undefined
  let nextActivityId = 0

  function update(change: Partial<MobileWalletState>): void {
    state = { ...state, ...change }
    for (const listener of listeners) listener()
  }

  function log(text: string, detail?: string): void {
    const entry: ActivityEntry = { id: ++nextActivityId, text, detail }
    update({ activity: [entry, ...state.activity].slice(0, 20) })
  }

  function fail(error: unknown, fallback = 'Something went wrong'): AirlockError {
    const airlockError =
      error instanceof AirlockError
        ? error
        : new AirlockError(ErrorCode.INTERNAL, fallback, {
            details: error instanceof Error ? error.message : String(error),
            cause: error,
          })
    update({
      error: airlockError.details
        ? `${airlockError.shortMessage}\n${airlockError.details}`
        : airlockError.shortMessage,
    })
    return airlockError
  }

  function kit(): WalletKitClient {
    if (!walletKit) throw new AirlockError(ErrorCode.INTERNAL, 'The wallet has not started')
    return walletKit
  }

  function refreshSessions(): void {
    if (!walletKit) return
    const sessions = Object.values<SessionTypes.Struct>(walletKit.getActiveSessions()).map(
      summarizeSession,
    )
    update({ sessions })
  }

  function addRequest(event: WalletKitTypes.SessionRequest): void {
    if (state.requests.some((request) => request.id === event.id)) return
    const session = walletKit?.getActiveSessions()[event.topic]
    let decoded: DecodedRequest | undefined
    let decodeError: string | undefined
    try {
      decoded = decodeSessionRequest(event.params)
    } catch (error) {
      decodeError =
        error instanceof AirlockError && error.details
          ? `${error.shortMessage}: ${error.details}`
          : (error as Error).message
    }
    const request: PendingRequest = {
      id: event.id,
      topic: event.topic,
      dappName: session?.peer.metadata.name ?? 'Unknown dapp',
      dappUrl: session?.peer.metadata.url ?? '',
      chainId: event.params.chainId,
      method: event.params.request.method,
      decoded,
      decodeError,
      busy: false,
    }
    update({ requests: [...state.requests, request] })
  }

  function removeRequest(id: number): void {
    update({ requests: state.requests.filter((request) => request.id !== id) })
  }

  const onRelayConnect = () => update({ relay: 'connected' })
  const onRelayDisconnect = () => update({ relay: 'disconnected' })

  async function start(): Promise<void> {
    starting ??= (async () => {
      try {
        const core = new Core({
          projectId: config.projectId,
          relayUrl: config.relayUrl,
          customStoragePrefix: options.customStoragePrefix ?? 'airlock-mobile-wallet',
          telemetryEnabled: false,
          logger: 'silent',
          ...(options.storage ? { storage: options.storage } : {}),
        })
        // The one analytics POST (pulse.walletconnect.org) WalletKit sends at start even with
        // telemetry off: skipped, so the page makes no outside request.
        core.eventClient.init = async () => {}
        // This wallet shows the dapp's claims unverified (ProposalCard), so Verify is off. The
        // relay's empty attestation skips it, but CI once saw a message reach the engine without
        // one, and the core then fetched verify.walletconnect.org.
        // (Its type promises a result; the core's own skip paths return undefined, as this does.)
        core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
        core.relayer.on(RELAYER_EVENTS.connect, onRelayConnect)
        core.relayer.on(RELAYER_EVENTS.disconnect, onRelayDisconnect)
        walletKit = await WalletKit.init({
          // The SDK's own Core and ICore types disagree under exactOptionalPropertyTypes.
          core: core as unknown as WalletKitTypes.Options['core'],
          metadata: options.metadata ?? DEFAULT_METADATA,
          signConfig: { disableRequestQueue: true },
        })
        walletKit.on('session_proposal', ({ id, params }) => {
          proposals.set(id, params)
          update({
            proposals: [...state.proposals.filter((p) => p.id !== id), describeProposal(params)],
          })
        })
        walletKit.on('proposal_expire', ({ id }) => {
          proposals.delete(id)
          update({ proposals: state.proposals.filter((p) => p.id !== id) })
          log('A proposal expired before it was answered')
        })
        walletKit.on('session_request', addRequest)
        walletKit.on('session_request_expire', ({ id }) => {
          removeRequest(id)
          log('A request expired before it was answered')
        })
        walletKit.on('session_delete', ({ topic }) => {
          update({ requests: state.requests.filter((request) => request.topic !== topic) })
          refreshSessions()
          log('The dapp ended a session')
        })
        for (const pending of walletKit.getPendingSessionRequests()) {
          addRequest(pending as WalletKitTypes.SessionRequest)
        }
        refreshSessions()
        update({ status: 'ready' })
      } catch (error) {
        update({ status: 'failed' })
        throw fail(error, 'The wallet could not start')
      }
    })()
    return starting
  }

  async function pair(uri: string): Promise<void> {
    const trimmed = uri.trim()
    const parsed = trimmed.startsWith('wc:') ? parseUri(trimmed) : undefined
    if (!parsed?.topic || !parsed.symKey) {
      throw fail(
        new AirlockError(ErrorCode.INVALID_PARAMS, 'This is not a WalletConnect pairing URI', {
          details: 'expected wc:<topic>@2?relay-protocol=irn&symKey=<key>',
        }),
      )
    }
    update({ pairing: true, error: undefined })
    try {
      await start()
      await probeRelay({ relayUrl: config.relayUrl, fetchFn }).catch((error: unknown) => {
        update({ relay: 'unreachable' })
        throw error
      })
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new AirlockError(
                ErrorCode.REQUEST_TIMEOUT,
                `The relay at ${config.relayUrl} did not answer the pairing`,
              ),
            ),
          pairTimeoutMs,
        )
      })
      try {
        await Promise.race([kit().pair({ uri: trimmed }), timeout])
      } finally {
        clearTimeout(timer)
      }
      log('Paired; waiting for the proposal')
    } catch (error) {
      throw fail(error, 'Pairing failed')
    } finally {
      update({ pairing: false })
    }
  }

  async function approveProposal(id: number): Promise<void> {
    const proposal = proposals.get(id)
    if (!proposal) throw fail(new AirlockError(ErrorCode.INVALID_PARAMS, 'No such proposal'))
    try {
      const namespaces = buildWalletNamespaces({ proposal, evmAddress: state.evmAccount })
      await kit().approveSession({ id, namespaces })
      proposals.delete(id)
      update({ proposals: state.proposals.filter((p) => p.id !== id), error: undefined })
      refreshSessions()
      log(`Connected to ${proposal.proposer.metadata.name}`, Object.keys(namespaces).join(', '))
    } catch (error) {
      throw fail(error, 'The session could not be approved')
    }
  }

  async function rejectProposal(id: number): Promise<void> {
    const proposal = proposals.get(id)
    try {
      await kit().rejectSession({ id, reason: getSdkError('USER_REJECTED') })
    } catch (error) {
      throw fail(error, 'The rejection could not be sent')
    } finally {
      proposals.delete(id)
      update({ proposals: state.proposals.filter((p) => p.id !== id) })
    }
    log(`Rejected ${proposal?.proposer.metadata.name ?? 'a proposal'}`)
  }

  async function approveRequest(id: number): Promise<void> {
    const request = state.requests.find((pending) => pending.id === id)
    if (!request) throw fail(new AirlockError(ErrorCode.INVALID_PARAMS, 'No such request'))
    if (!request.decoded) {
      throw fail(new AirlockError(ErrorCode.INVALID_PARAMS, 'This request can only be rejected'))
    }
    update({ requests: state.requests.map((r) => (r.id === id ? { ...r, busy: true } : r)) })
    let result: unknown
    try {
      if (request.decoded.method === 'wallet_switchEthereumChain') {
        expectSessionChain(request.topic, request.decoded.targetChainId)
      }
      result = await handleSessionRequest({
        request: request.decoded,
        rpcUrls: config.rpcUrls,
        fetchFn,
        evmPrivateKey: sessionEvmAccount(request.topic).privateKey,
      })
    } catch (error) {
      const failure = fail(error, `${request.method} failed`)
      // A server error by default: for a reserved code (-32603) WalletConnect replaces the
      // message with "Internal error", and the dapp would not learn what failed.
      const code = (failure.data as { code?: number } | undefined)?.code ?? -32000
      await kit()
        .respondSessionRequest({
          topic: request.topic,
          response: { id, jsonrpc: '2.0', error: { code, message: failure.shortMessage } },
        })
        .catch(() => {})
      removeRequest(id)
      log(`${request.method} failed`, failure.shortMessage)
      throw failure
    }
    try {
      await kit().respondSessionRequest({
        topic: request.topic,
        response: { id, jsonrpc: '2.0', result },
      })
    } catch (error) {
      update({ requests: state.requests.map((r) => (r.id === id ? { ...r, busy: false } : r)) })
      throw fail(error, 'The answer could not be sent')
    }
    removeRequest(id)
    update({ error: undefined })
    log(`Approved ${request.method}`, typeof result === 'string' ? result : JSON.stringify(result))
  }

  /**
   * A switch may only move to a chain the session approved: this wallet never widens a session
   * (its `session_update` only moves accounts), so a dapp told `null` for another chain would
   * then send requests the session refuses. Throws `UNKNOWN_NETWORK` (EIP-1193 4902) otherwise.
   */
  function expectSessionChain(topic: string, chainId: string): void {
    const session = kit().getActiveSessions()[topic]
    const chains = Object.values(session?.namespaces ?? {}).flatMap((namespace) => [
      ...(namespace.chains ?? []),
      ...namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':')),
    ])
    if (chains.includes(chainId)) return
    throw new AirlockError(ErrorCode.UNKNOWN_NETWORK, `${chainId} is not in this session`, {
      details: `The session approved ${[...new Set(chains)].join(', ') || 'no chain'}.`,
      data: { code: 4902 },
    })
  }

  /**
   * The wallet's EVM account a session holds: requests are signed with it, so a session keeps
   * its account whichever is current (after a reload, say).
   */
  function sessionEvmAccount(topic: string): EvmAccount {
    const session = walletKit?.getActiveSessions()[topic]
    const held = Object.entries(session?.namespaces ?? {})
      .filter(([key]) => key.startsWith('eip155'))
      .flatMap(([, namespace]) => namespace.accounts)
      .map((account) => account.split(':')[2]?.toLowerCase())
    return (
      MOBILE_WALLET_EVM_ACCOUNTS.find((account) => held.includes(account.address.toLowerCase())) ??
      currentEvmAccount()
    )
  }

  function currentEvmAccount(): EvmAccount {
    return (
      MOBILE_WALLET_EVM_ACCOUNTS.find((account) => account.address === state.evmAccount) ??
      MOBILE_WALLET_EVM_ACCOUNTS[0]
    )
  }

  async function switchEvmAccount(address: string): Promise<void> {
    const next = MOBILE_WALLET_EVM_ACCOUNTS.find(
      (account) => account.address.toLowerCase() === address.toLowerCase(),
    )
    if (!next) {
      throw fail(
        new AirlockError(ErrorCode.INVALID_PARAMS, 'This wallet has no such EVM account', {
          details: `${address}; its accounts: ${MOBILE_WALLET_EVM_ACCOUNTS.map((account) => account.address).join(', ')}`,
        }),
      )
    }
    update({ evmAccount: next.address, switchingAccount: true, error: undefined })
    const failures: string[] = []
    try {
      for (const session of Object.values<SessionTypes.Struct>(kit().getActiveSessions())) {
        try {
          if (await moveSession(session, next.address)) {
            log(`${session.peer.metadata.name} now sees ${next.address}`)
          }
        } catch (error) {
          failures.push(`${session.peer.metadata.name}: ${(error as Error).message}`)
        }
      }
    } finally {
      refreshSessions()
      update({ switchingAccount: false })
    }
    if (failures.length > 0) {
      throw fail(
        new AirlockError(ErrorCode.INTERNAL, 'A dapp could not be told of the new account', {
          details: failures.join('\n'),
        }),
      )
    }
  }

  /**
   * What wallets do on an account switch (WalletKit's "Updating a Session" and "Emitting Session
   * Events"): the session's eip155 accounts move to `address` on the same chains, then an
   * `accountsChanged` event names it. False for a session without an EVM account there to move.
   */
  async function moveSession(session: SessionTypes.Struct, address: string): Promise<boolean> {
    const keys = Object.keys(session.namespaces).filter((key) => key.startsWith('eip155'))
    const moved = Object.fromEntries(
      keys.map((key) => {
        const namespace = session.namespaces[key] as SessionTypes.Namespace
        const accounts = namespace.accounts.map(
          (account) => `${account.split(':').slice(0, 2).join(':')}:${address}`,
        )
        return [key, { ...namespace, accounts: [...new Set(accounts)] }]
      }),
    )
    const chainId = Object.values(moved)
      .flatMap((namespace) => namespace.accounts)[0]
      ?.split(':')
      .slice(0, 2)
      .join(':')
    if (!chainId) return false
    const current = Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)
    if (
      current.some((account) => account.toLowerCase() === `${chainId}:${address}`.toLowerCase())
    ) {
      return false
    }
    await kit().updateSession({
      topic: session.topic,
      namespaces: { ...session.namespaces, ...moved },
    })
    // The dapp learns of the switch from the event, its providers' `accountsChanged`; a session
    // that did not approve the event still gets the update.
    const approved = keys.some((key) => session.namespaces[key]?.events.includes('accountsChanged'))
    if (approved) {
      await kit().emitSessionEvent({
        topic: session.topic,
        event: { name: 'accountsChanged', data: [address] },
        chainId,
      })
    }
    return true
  }

  async function rejectRequest(id: number): Promise<void> {
    const request = state.requests.find((pending) => pending.id === id)
    if (!request) throw fail(new AirlockError(ErrorCode.INVALID_PARAMS, 'No such request'))
    try {
      await kit().respondSessionRequest({
        topic: request.topic,
        response: { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') },
      })
    } catch (error) {
      throw fail(error, 'The rejection could not be sent')
    }
    removeRequest(id)
    log(`Rejected ${request.method}`)
  }

  async function disconnect(topic: string): Promise<void> {
    const session = state.sessions.find((candidate) => candidate.topic === topic)
    try {
      await kit().disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    } catch (error) {
      throw fail(error, 'The session could not be ended')
    } finally {
      update({ requests: state.requests.filter((request) => request.topic !== topic) })
      refreshSessions()
    }
    log(`Disconnected from ${session?.dappName ?? 'a dapp'}`)
  }

  async function destroy(): Promise<void> {
    listeners.clear()
    if (!walletKit) return
    walletKit.core.relayer.off(RELAYER_EVENTS.connect, onRelayConnect)
    walletKit.core.relayer.off(RELAYER_EVENTS.disconnect, onRelayDisconnect)
    await walletKit.core.relayer.transportClose().catch(() => {})
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start,
    pair,
    approveProposal,
    rejectProposal,
    approveRequest,
    rejectRequest,
    disconnect,
    switchEvmAccount,
    destroy,
    get walletKit() {
      return walletKit
    },
  }
}

function summarizeSession(session: SessionTypes.Struct): SessionSummary {
  return {
    topic: session.topic,
    dappName: session.peer.metadata.name,
    dappUrl: session.peer.metadata.url,
    accounts: Object.values(session.namespaces).flatMap((namespace) => namespace.accounts),
    expiry: session.expiry,
  }
}

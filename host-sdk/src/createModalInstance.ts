import {
  AirlockError,
  ErrorCode,
  type ModalOptions,
  type OpenOptions,
} from '@airlock/shared-protocol'
import type { AirlockModal } from './AirlockModal.ts'
import { createInstanceId } from './instances.ts'
import {
  createConnection,
  type ModalMethod,
  type ModalParams,
} from './lifecycle/createConnection.ts'
import { createStateStore } from './lifecycle/createStateStore.ts'
import { type ParsedOptions, parseOpenOptions } from './options/parseOptions.ts'
import { type CreateMessenger, schedulePreload } from './overlay/mountFrame.ts'
import { createGetProvider } from './providers/createGetProvider.ts'
import { discoverWallets, type WalletDirectory } from './wallets/discoverWallets.ts'

/** What createModal() gives an instance besides its options. */
export type InstanceContext = {
  /** Reaches the iframe's window; tests pass one end of a MessageChannel instead. */
  createMessenger: CreateMessenger
  /** Runs once, when the instance is destroyed. */
  onDestroy: () => void
}

// As long as the modal waits for a wallet's prompt (its host bridge): a person reads and decides.
const WALLET_PROMPT_TIMEOUT_MS = 5 * 60_000

const destroyedError = () => new AirlockError(ErrorCode.DESTROYED, 'The modal was destroyed.')

/**
 * One modal instance over validated options: the public API over its connection (whose
 * lifecycle transition.ts writes down). createModal() adds the cache. Internal.
 */
export function createModalInstance(
  options: ParsedOptions,
  context: InstanceContext,
): AirlockModal {
  const instanceId = createInstanceId()
  const store = createStateStore()
  const cleanups: Array<() => void> = []
  let wallets: WalletDirectory | undefined
  const connection = createConnection(options, {
    instanceId,
    createMessenger: context.createMessenger,
    store,
    getWallets: () => wallets,
  })
  const phase = () => connection.lifecycle().phase

  // Tells the modal something in passing (a wallet list or event); nothing waits for the answer.
  const notify = <K extends ModalMethod>(method: K, params: ModalParams<K>) => {
    if (phase() === 'ready') connection.call(method, params).catch(() => {})
  }
  // The calls of the host's code are refused once destroyed, and during server rendering.
  const assertUsable = (method: string) => {
    if (phase() === 'destroyed') throw destroyedError()
    if (typeof document === 'undefined') {
      throw new AirlockError(ErrorCode.NOT_IN_BROWSER, `${method}() only works in a browser.`)
    }
  }
  // A call of the dapp's code waits for the handshake, like open(). Those that wait for the
  // visitor in their wallet take as long as the modal gives the wallet.
  const request = async <K extends ModalMethod>(
    method: K,
    params: ModalParams<K>,
    timeoutMs?: number,
  ) => {
    assertUsable(method)
    await connection.whenReady()
    return connection.call(method, params, timeoutMs)
  }

  if (typeof document !== 'undefined') {
    // Wallets are looked for at once, so that announcements made before the load event count.
    wallets = discoverWallets(
      window,
      options.adapters,
      (connectors) => notify('connectorsChanged', { connectors }),
      (connectorId, event, data) => notify('walletEvent', { connectorId, event, data }),
    )
    cleanups.push(wallets.destroy)
    cleanups.push(schedulePreload(window, options.preload, connection.mount))
  }

  // An adapter's reconnect on page load needs the modal before any interaction mounts it.
  const load = () => {
    if (typeof document !== 'undefined') connection.mount()
  }

  const open = async (input: OpenOptions = {}): Promise<void> => {
    assertUsable('open')
    const parsed = parseOpenOptions(input)
    // Before the handshake the iframe is mounted at once, and shown as soon as the modal's page
    // has arrived: its loading card is drawn by its HTML and CSS alone. Until then the host draws
    // its own, so an early tap is seen to land; a modal URL that does not answer stays unseen.
    if (phase() !== 'ready') return connection.queueOpen(parsed)
    connection.dispatch({ type: 'open', open: parsed })
    try {
      await connection.call('open', parsed)
      connection.dispatch({ type: 'opened', open: parsed })
    } catch (failed) {
      // Never leave a transparent overlay over the page if the dialog may not be there.
      connection.dispatch({ type: 'openFailed', open: parsed })
      throw failed
    }
  }

  const close = async (): Promise<void> => {
    if (phase() === 'destroyed') throw destroyedError()
    connection.settleOpens()
    const ready = phase() === 'ready'
    // Inline the modal stays on the page: closing takes it back to Account or Connect (spec §2).
    if (options.embed) {
      if (ready) await connection.call('close', {})
      return
    }
    connection.dispatch({ type: 'close' })
    if (!ready) return
    try {
      await connection.call('close', {})
    } finally {
      connection.dispatch({ type: 'closed' })
    }
  }

  // The modal checks the theme and names what is wrong. A reloaded modal gets it with the options.
  const setTheme = async (theme: Pick<ModalOptions, 'themeMode' | 'themeVariables'>) => {
    await request('setTheme', theme)
    Object.assign(options.modalOptions, theme)
  }

  const destroy = () => {
    if (phase() === 'destroyed') return
    connection.destroy(destroyedError())
    for (const cleanup of cleanups) cleanup()
    store.set({ ready: false })
    store.clear()
    context.onDestroy()
  }

  return {
    instanceId,
    open,
    close,
    getState: store.getState,
    subscribeState: store.subscribeState,
    subscribeAccount: store.subscribeAccount,
    subscribeNetwork: store.subscribeNetwork,
    subscribeSiwx: store.subscribeSiwx,
    getProvider: createGetProvider(
      (namespace, method, params) =>
        request('providerRequest', { namespace, method, params }, WALLET_PROMPT_TIMEOUT_MS),
      options.adapters,
      { getState: store.getState, subscribeState: store.subscribeState, load },
    ),
    // The modal checks the id against the networks it runs with (the host's, else the project's).
    async switchNetwork(caipNetworkId) {
      await request('switchNetwork', { caipNetworkId }, WALLET_PROMPT_TIMEOUT_MS)
    },
    async disconnect(disconnectOptions = {}) {
      await request('disconnect', disconnectOptions)
    },
    subscribeEvents: store.subscribeEvents,
    getWalletInfo: () => store.getState().walletInfo ?? undefined,
    setThemeMode: (themeMode) => setTheme({ themeMode }),
    // Over the current ones: the modal is sent them all, and a reloaded modal gets them all again.
    setThemeVariables: (themeVariables) =>
      setTheme({
        themeVariables: { ...(options.modalOptions.themeVariables as object), ...themeVariables },
      }),
    destroy,
  }
}

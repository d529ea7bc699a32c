import {
  AirlockError,
  ErrorCode,
  type MethodHandlers,
  type ModalMethodSchemas,
  type ModalState,
  NAMESPACES,
  parseCaipAddress,
  VIEW_NAMES,
} from '@airlock/shared-protocol'
import { NAMESPACE_CONNECT_METHODS } from '@airlock/shared-protocol/namespaceWallets'
import { accountsAtom } from '../state/account.ts'
import { chainsAtom } from '../state/chain.ts'
import { ACCOUNT_REQUESTS } from '../state/constants.ts'
import { closeModal } from '../state/modal.ts'
import { openModal } from '../state/router/openModal.ts'
import type { Store } from '../state/Store.ts'
import { disconnectWallet } from '../wallets/disconnectWallet.ts'
import { forgetNamespace } from '../wallets/forgetNamespace.ts'
import { handleWalletEvent } from '../wallets/handleWalletEvent.ts'
import { type ProviderRequest, routeProviderRequest } from '../wallets/routeProviderRequest.ts'
import type { WalletDeps } from '../wallets/types.ts'
import { WALLET_MESSAGES } from '../wallets/walletFailure.ts'
import { hostLinkAtom } from './hostLinkAtom.ts'
import { requestAccountsForDapp } from './requestAccountsForDapp.ts'
import { setHostConnectors } from './setHostConnectors.ts'
import { walletConnectWiringAtom } from './walletConnectWiringAtom.ts'

/** Options of {@link createModalHandlers}. */
export type CreateModalHandlersOptions = {
  /** The current public state (from the state reporter). */
  getState: () => ModalState
  /**
   * Runs a state change so that the DOM is updated before the call returns (React's `flushSync`
   * in the app), so that the host's `await open()` resolves with the dialog already painted-ready.
   */
  commit?: ((change: () => void) => void) | undefined
  /** Where the theme is applied (`document.documentElement`), for `setTheme`. */
  root?: HTMLElement | undefined
}

/**
 * The handlers of the modal's protocol methods: open follows the router's opening rules
 * (`openModal`), close the modal area's closing rule (`closeModal`, which refuses where closing
 * is disabled), getState answers the snapshot, connectorsChanged stores the host's wallets in the
 * connectors area. The wallet methods reach the host's wallets through the {@link hostLinkAtom}
 * of the live channel: walletEvent applies the event (`handleWalletEvent`), providerRequest goes
 * to the active wallet of its namespace (`routeProviderRequest`; to the WalletConnect wallet when
 * WalletConnect connected the namespace) but for a request for accounts, which it answers with the
 * address or by asking the visitor to connect (`requestAccountsForDapp`; on polkadot, bip122 and
 * cosmos then with the wallet's accounts answer); on eip155 reads go to the
 * active network's RPC and methods no wallet may see are refused (`routeEip155Request`); switchNetwork asks the
 * wallet as the views do (`callWallet`: the host-window wallet, or the WalletConnect session) and
 * reloads the balances,
 * disconnect ends the WalletConnect session and forgets every connected wallet
 * (`disconnectWallet`), or only the wallet of the namespace given, and setTheme applies the host's
 * runtime theme (`setTheme`).
 */
export function createModalHandlers(
  store: Store,
  options: CreateModalHandlersOptions,
): MethodHandlers<ModalMethodSchemas> {
  const commit = options.commit ?? ((change: () => void) => change())
  const deps = (what: string): WalletDeps => {
    const link = store.get(hostLinkAtom)
    if (!link) {
      throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, WALLET_MESSAGES.notConnected, {
        details: `${what} needs a connected wallet.`,
        data: { code: 4100 },
      })
    }
    return link
  }
  const providerRequest: MethodHandlers<ModalMethodSchemas>['providerRequest'] = (request) => {
    // The dapp's request for accounts is the modal's to answer, whichever wallet connected the
    // namespace (a WalletConnect wallet does not know `standard:connect`): the address, or the
    // visitor is asked to connect one.
    const { caipAddress } = store.get(accountsAtom)[request.namespace]
    const walletConnect = store.get(walletConnectWiringAtom)
    if (ACCOUNT_REQUESTS[request.namespace] === request.method) {
      // polkadot, bip122 and cosmos signers need what only the wallet's accounts answer has
      // (CosmJS the public key and algorithm, a PSBT builder the bitcoin key): once an account
      // is connected, the request goes on to the wallet, which answers without a prompt.
      const fromWallet = Object.hasOwn(NAMESPACE_CONNECT_METHODS, request.namespace)
      if (caipAddress !== undefined) {
        if (!fromWallet) return [parseCaipAddress(caipAddress).address]
      } else {
        const connecting = requestAccountsForDapp(store, request.namespace, commit)
        if (!fromWallet) return connecting
        return connecting.then(() => providerRequest(request))
      }
    }
    const toWallet = (request: ProviderRequest) => {
      if (walletConnect?.handles(request.namespace)) return walletConnect.request(request)
      return routeProviderRequest(store, deps(`${request.method} on ${request.namespace}`), request)
    }
    // The eip155 routes (read methods to the RPC, forbidden methods, network switches) load with
    // the dapp's first request: none of it is needed for the first paint.
    if (request.namespace === 'eip155') {
      return import('./routeEip155Request.ts').then(({ routeEip155Request }) =>
        routeEip155Request(store, request, toWallet),
      )
    }
    if (request.namespace === 'solana') {
      if (!walletConnect?.handles('solana') || caipAddress === undefined) return toWallet(request)
      // A WalletConnect wallet knows the Solana methods by other names and encodings.
      const { address } = parseCaipAddress(caipAddress)
      return import('./toWalletConnectSolana.ts').then(({ toWalletConnectSolana }) =>
        toWalletConnectSolana(
          (method, params) => walletConnect.request({ namespace: 'solana', method, params }),
          request,
          address,
        ),
      )
    }
    // polkadot, bip122, cosmos: allowlist and WalletConnect names, loaded when first asked.
    const namespaced = { ...request, namespace: request.namespace }
    return import('./routeNamespaceRequest.ts').then(({ routeNamespaceRequest }) =>
      routeNamespaceRequest(store, namespaced, {
        host: toWallet,
        walletConnect: walletConnect?.handles(request.namespace)
          ? (translated) => walletConnect.request(translated)
          : undefined,
      }),
    )
  }
  return {
    open: (params) => {
      // The protocol carries any view-shaped name (a host SDK does not list the views); the modal
      // refuses those it does not have, naming the field as a refused parameter would.
      if (params.view !== undefined && !VIEW_NAMES.includes(params.view)) {
        throw new AirlockError(ErrorCode.INVALID_PARAMS, 'Invalid parameters for open().', {
          details: `view: Expected one of ${VIEW_NAMES.join(', ')}`,
        })
      }
      commit(() => {
        openModal(store, params)
      })
      return null
    },
    close: () => {
      commit(() => {
        closeModal(store)
      })
      return null
    },
    getState: () => options.getState(),
    connectorsChanged: ({ connectors }) => {
      setHostConnectors(store, connectors)
      return null
    },
    walletEvent: (event) => {
      commit(() => {
        handleWalletEvent(store, event)
      })
      return null
    },
    providerRequest,
    switchNetwork: async ({ caipNetworkId }) => {
      deps(`Switching to ${caipNetworkId}`)
      const networks = NAMESPACES.flatMap(
        (namespace) => store.get(chainsAtom)[namespace]?.networks ?? [],
      )
      const network = networks.find((known) => known.caipNetworkId === caipNetworkId)
      if (!network) {
        throw new AirlockError(
          ErrorCode.UNKNOWN_NETWORK,
          `${caipNetworkId} is not one of this app's networks (${networks.map((known) => known.caipNetworkId).join(', ')}).`,
        )
      }
      // The chain clients (viem, @solana/kit) and WalletConnect's switch load with the first
      // switch, not with the first paint.
      const { callWallet } = await import('./callWallet.ts')
      await callWallet(store, { kind: 'switchNetwork', network })
      return null
    },
    disconnect: async ({ namespace }) => {
      const walletConnect = store.get(walletConnectWiringAtom)
      const link = store.get(hostLinkAtom)
      if (namespace === undefined) {
        await walletConnect?.disconnect()
        if (link) await disconnectWallet(store, link)
      } else if (walletConnect?.handles(namespace)) {
        // The session ends with its last namespace (wireWalletConnect watches for it).
        forgetNamespace(store, namespace)
      } else if (link) {
        await disconnectWallet(store, link, namespace)
      }
      return null
    },
    setTheme: async (change) => {
      const { setTheme } = await import('./setTheme.ts')
      setTheme(store, options.root ?? document.documentElement, change)
      return null
    },
  }
}

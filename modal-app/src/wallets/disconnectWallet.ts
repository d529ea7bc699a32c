import { AirlockError, ErrorCode, NAMESPACES, type Namespace } from '@airlock/shared-protocol'
import { EMBEDDED_CONNECTOR_ID } from '../embedded/embeddedWallet.ts'
import { connectedNamespacesAtom } from '../state/account.ts'
import { activeNamespaceAtom } from '../state/chain.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { forgetEmailLogin } from '../state/emailLogin.ts'
import { ERRORS } from '../state/errors/ERRORS.ts'
import type { Store } from '../state/Store.ts'
import { forgetNamespace } from './forgetNamespace.ts'
import type { WalletDeps } from './types.ts'
import { walletErrorCode } from './walletFailure.ts'

/** What {@link disconnectWallet} returns. */
export type DisconnectWalletReturnType =
  | { kind: 'disconnected' }
  /** The modal forgot the wallet, but the wallet itself failed to let go ('Failed to disconnect'). */
  | { kind: 'error'; message: string; cause: unknown }

/**
 * Disconnects the host-window wallet of one namespace, or of every namespace when none is given.
 * The wallet is told first, best effort: `wallet_revokePermissions` on eip155 (many wallets lack
 * it, so its failures are ignored), `standard:disconnect` on solana. Then the modal forgets the
 * wallet whatever the wallet answered (account, connection status, stored connector id), so the
 * visitor is never stuck connected, and an email login's remembered code and draft address are
 * forgotten. The embedded wallet's session is logged out once no namespace
 * uses it (`logoutEmbedded`). An unexpected failure of `standard:disconnect` is reported as
 * `{ kind: 'error', message: 'Failed to disconnect' }` (spec §8).
 */
export async function disconnectWallet(
  store: Store,
  deps: WalletDeps,
  namespace?: Namespace,
): Promise<DisconnectWalletReturnType> {
  const active = store.get(activeNamespaceAtom)
  const targets =
    namespace === undefined
      ? NAMESPACES.filter(
          (each) =>
            store.get(connectedNamespacesAtom).includes(each) ||
            store.get(activeConnectorIdsAtom)[each] !== undefined,
        )
          // The active one last: forgetting it first would make another active (and stored), and
          // the next connection would start on that namespace instead of the visitor's.
          .sort((a, b) => Number(a === active) - Number(b === active))
      : [namespace]
  let failure: unknown
  let embedded = false
  for (const target of targets) {
    const connectorId = store.get(activeConnectorIdsAtom)[target]
    if (connectorId === EMBEDDED_CONNECTOR_ID) {
      embedded = true
    } else if (connectorId !== undefined) {
      try {
        if (target === 'eip155') {
          await deps.bridge
            .walletRequest(connectorId, 'wallet_revokePermissions', [{ eth_accounts: {} }])
            .catch(() => undefined)
        } else if (target === 'solana') {
          await deps.bridge.walletRequest(connectorId, 'standard:disconnect')
        }
      } catch (error) {
        if (!isExpectedRefusal(error)) failure ??= error
      }
    }
    forgetNamespace(store, target)
  }
  // A disconnect leaves nothing of an email login behind: no code to go back to, no address.
  forgetEmailLogin(store)
  if (embedded) {
    // The embedded session ends with its last namespace (at most 3 s, spec §9).
    const { logoutEmbedded } = await import('../embedded/embeddedSession.ts')
    await logoutEmbedded(store)
  }
  if (failure !== undefined) {
    return { kind: 'error', message: ERRORS.internal.failedToDisconnect, cause: failure }
  }
  return { kind: 'disconnected' }
}

/** The wallet lacks the feature, or the connector is already gone: nothing left to undo. */
function isExpectedRefusal(error: unknown): boolean {
  if (
    error instanceof AirlockError &&
    (error.code === ErrorCode.WALLET_REQUEST_NOT_ALLOWED ||
      error.code === ErrorCode.CONNECTOR_NOT_FOUND ||
      error.code === ErrorCode.METHOD_NOT_FOUND)
  ) {
    return true
  }
  const code = walletErrorCode(error)
  return code === 4200 || code === -32601
}

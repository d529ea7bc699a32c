import type { ViewName } from '@airlock/shared-protocol'
import { modalOpenAtom } from '../state/modal.ts'
import { viewAtom } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'
import { preloadView } from '../ui/ViewRouter.tsx'
import { reachRelay } from '../walletconnect/reachRelay.ts'
import { dropPreparedPairing, preparePairing } from '../walletconnect/startPairing.ts'
import type { WalletConnectClient } from '../walletconnect/WalletConnectClient.ts'

const PAIRING_VIEWS: ReadonlySet<ViewName> = new Set([
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
])

/**
 * Readies WalletConnect while Connect shows (see `warmWalletConnect`): loads the pairing view
 * (so it renders without a Suspense reveal), starts the client and prepares a pairing through
 * the relay (`preparePairing`). Returns the client it prepared a pairing for. Nothing is
 * prepared once the modal closed or a pairing view showed meanwhile, or when WalletConnect is
 * connected already.
 */
export async function warmPairing(
  store: Store,
  client: () => Promise<WalletConnectClient>,
): Promise<WalletConnectClient | undefined> {
  void preloadView('ConnectingWalletConnect')
  const started = await client()
  // A pairing view shown meanwhile makes its own pairing: a second one would only wait unused.
  const pairing = PAIRING_VIEWS.has(store.get(viewAtom))
  if (!store.get(modalOpenAtom) || started.session || pairing) return undefined
  preparePairing(store, { client: started, reachRelay })
  return started
}

/** Drops the pairing {@link warmPairing} prepared, if no view took it (the modal closed). */
export function dropWarmPairing(client: WalletConnectClient): Promise<void> {
  return dropPreparedPairing(client)
}

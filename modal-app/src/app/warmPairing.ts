import { modalOpenAtom } from '../state/modal.ts'
import type { Store } from '../state/Store.ts'
import { preloadView } from '../ui/ViewRouter.tsx'
import { reachRelay } from '../walletconnect/reachRelay.ts'
import { dropPreparedPairing, preparePairing } from '../walletconnect/startPairing.ts'
import type { WalletConnectClient } from '../walletconnect/WalletConnectClient.ts'

/**
 * Readies WalletConnect while Connect shows (see `warmWalletConnect`): loads the pairing view
 * (so it renders without a Suspense reveal), starts the client and prepares a pairing through
 * the relay (`preparePairing`). Returns the client it prepared a pairing for. Nothing is prepared once the modal closed meanwhile, or when
 * WalletConnect is connected already.
 */
export async function warmPairing(
  store: Store,
  client: () => Promise<WalletConnectClient>,
): Promise<WalletConnectClient | undefined> {
  void preloadView('ConnectingWalletConnect')
  const started = await client()
  if (!store.get(modalOpenAtom) || started.session) return undefined
  preparePairing(store, { client: started, reachRelay })
  return started
}

/** Drops the pairing {@link warmPairing} prepared, if no view took it (the modal closed). */
export function dropWarmPairing(client: WalletConnectClient): Promise<void> {
  return dropPreparedPairing(client)
}

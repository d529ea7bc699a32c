import { activeAccountContext } from '../activeAccountContext.ts'
import { trackEvent } from '../analytics.ts'
import { closeModal } from '../modal.ts'
import { optionsAtom } from '../options.ts'
import { resetView } from '../router/viewStack.ts'
import type { Store } from '../Store.ts'
import { disconnectActive } from './disconnectActive.ts'
import type { SiwxDisconnectDeps } from './failSiwxInit.ts'

/**
 * Cancel on SIWXSignMessage (spec §4): CLICK_CANCEL_SIWX is tracked; when authentication is
 * required the wallet disconnects, otherwise the modal closes; both reset to Connect.
 */
export async function cancelSiwx(store: Store, deps: SiwxDisconnectDeps = {}): Promise<void> {
  const { address, networkId, isSmartAccount } = activeAccountContext(store)
  void trackEvent(store, {
    event: 'CLICK_CANCEL_SIWX',
    properties: { network: networkId, isSmartAccount },
    address,
  })
  if (store.get(optionsAtom).siwx?.required === true) {
    try {
      await (deps.disconnect ?? (() => disconnectActive(store)))()
    } finally {
      resetView(store, 'Connect')
    }
  } else {
    closeModal(store, { force: true })
  }
}

import { activeAccountAtom, setAccount } from '../account.ts'
import { activeNamespaceAtom } from '../chain.ts'
import { closeModal } from '../modal.ts'
import { returnToConnectedNamespace } from '../namespaceReturn.ts'
import type { Store } from '../Store.ts'
import { historyAtom, popView, replaceView, viewAtom } from './viewStack.ts'

/**
 * Back (spec §2): pops the history, showing Account instead of Connect when an address exists;
 * at the root it closes the modal. Leaving the Farcaster view while not connected clears the
 * Farcaster URL (reloading the auth connector comes with email and social login). Leaving the
 * Connect of a namespace the visitor switched to without connecting there returns to the
 * connected one ({@link returnToConnectedNamespace}).
 */
export function goBack(store: Store) {
  const left = store.get(historyAtom).at(-1)
  const leaving = store.get(viewAtom)
  const hasAddress = store.get(activeAccountAtom).caipAddress !== undefined
  if (popView(store)) {
    if (left) returnToConnectedNamespace(store, [left])
    const hasAddressNow = store.get(activeAccountAtom).caipAddress !== undefined
    if (store.get(viewAtom) === 'Connect' && hasAddressNow) replaceView(store, 'Account')
  } else {
    closeModal(store)
  }
  if (leaving === 'ConnectingFarcaster' && !hasAddress) leaveFarcaster(store)
}

function leaveFarcaster(store: Store) {
  const namespace = store.get(activeNamespaceAtom)
  if (namespace) setAccount(store, namespace, { farcasterUrl: undefined })
}

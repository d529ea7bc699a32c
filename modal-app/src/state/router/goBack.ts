import { activeAccountAtom, setAccount } from '../account.ts'
import { activeNamespaceAtom } from '../chain.ts'
import { closeModal } from '../modal.ts'
import type { Store } from '../Store.ts'
import { popView, replaceView, viewAtom } from './viewStack.ts'

/**
 * Back (spec §2): pops the history, showing Account instead of Connect when an address exists;
 * at the root it closes the modal. Leaving the Farcaster view while not connected clears the
 * Farcaster URL (reloading the auth connector comes with email and social login).
 */
export function goBack(store: Store) {
  const leaving = store.get(viewAtom)
  const hasAddress = store.get(activeAccountAtom).caipAddress !== undefined
  if (popView(store)) {
    if (store.get(viewAtom) === 'Connect' && hasAddress) replaceView(store, 'Account')
  } else {
    closeModal(store)
  }
  if (leaving === 'ConnectingFarcaster' && !hasAddress) leaveFarcaster(store)
}

function leaveFarcaster(store: Store) {
  const namespace = store.get(activeNamespaceAtom)
  if (namespace) setAccount(store, namespace, { farcasterUrl: undefined })
}

import { NAMESPACES } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import { accountsAtom } from '../state/account.ts'
import { activeNamespaceAtom, chainsAtom, isNetworkSupported } from '../state/chain.ts'
import { closeModal, modalOpenAtom } from '../state/modal.ts'
import { viewAtom } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'
import { requestSiwxOnConnect } from '../state/siwx/requestSiwxOnConnect.ts'
import { siwxSessionKey } from '../state/siwx/siwxSessions.ts'
import { siwxSessionAtom } from '../state/siwx.ts'

/**
 * Whose sign-in is at stake: the session key of the active (namespace, address), prefixed with
 * `~` while its network is one the app did not configure; `undefined` without a connected
 * account; `null` while a silent reconnect is still running (its outcome is not known yet).
 */
const signInTargetAtom = atom((get): string | undefined | null => {
  const accounts = get(accountsAtom)
  if (NAMESPACES.some((namespace) => accounts[namespace].status === 'reconnecting')) return null
  const namespace = get(activeNamespaceAtom)
  const account = namespace === undefined ? undefined : accounts[namespace]
  if (!namespace || !account?.address || !account.caipAddress || account.status !== 'connected') {
    return undefined
  }
  const chains = get(chainsAtom)
  const network = chains[namespace]?.networkState.caipNetwork
  const supported = network !== undefined && isNetworkSupported(chains, network)
  return `${supported ? '' : '~'}${siwxSessionKey(namespace, account.address)}`
})

/**
 * The one place that runs the SIWX rule on connect (spec §4), for every way an account becomes
 * the connected one: a host-window wallet's connect, a WalletConnect session (approved, or
 * restored at boot), the silent reconnect after a reload, an account switched in the wallet
 * (`accountsChanged`: the new address needs its own session) and the active namespace changing
 * to another connected one. Each time the active (namespace, address) changes to a connected one
 * it calls `requestSiwxOnConnect` once: a stored, unexpired session becomes the current one (no
 * prompt); otherwise, with SIWX on and the network supported, SIWXSignMessage opens. An account
 * on a network the app did not configure is asked again once it moves to a configured one.
 *
 * The decision waits for the state to settle: changes made in one go (a WalletConnect session
 * connecting two namespaces, a connect setting account, network and connector) are looked at
 * once, in a microtask, and nothing is decided while a silent reconnect is running, so one
 * connection opens the sign view at most once. The sign view follows the active account: when
 * the account it was opened for is replaced by one that needs no sign-in (a stored session, SIWX
 * off, a network the app did not configure), it closes. Without a connected account the current
 * session is cleared. Call it once, after the options and chains are set and before the wallets
 * reconnect; returns the unsubscribe.
 */
export function wireSiwx(store: Store): () => void {
  let settled: string | undefined
  let queued = false
  let stopped = false
  const settle = () => {
    queued = false
    if (stopped) return
    const target = store.get(signInTargetAtom)
    if (target === null || target === settled) return
    settled = target
    if (target === undefined) {
      store.set(siwxSessionAtom, undefined)
      return
    }
    const opened = requestSiwxOnConnect(store)
    // The sign view follows the active account: one that needs no sign-in closes it.
    if (!opened && store.get(modalOpenAtom) && store.get(viewAtom) === 'SIWXSignMessage') {
      closeModal(store, { force: true })
    }
  }
  const unsubscribe = store.sub(signInTargetAtom, () => {
    if (queued) return
    queued = true
    queueMicrotask(settle)
  })
  settle()
  return () => {
    stopped = true
    unsubscribe()
  }
}

import type { ViewName } from '@airlock/shared-protocol'
import { useAtomValue } from 'jotai/react'
import { type ComponentType, Suspense, useEffect } from 'react'
import { approvalAtom } from '../embedded/approvalAtom.ts'
import { historyAtom, viewAtom } from '../state/router/viewStack.ts'
import { Connect } from '../views/Connect/Connect.tsx'
import { type LazyView, lazyView } from './lazyView.tsx'
import { Spinner } from './Spinner.tsx'
import { whenIdle } from './whenIdle.ts'

/**
 * Every view: Connect is in the first bundle (it is what `open()` shows); the others load when
 * first shown.
 */
const VIEWS: Readonly<Record<ViewName, ComponentType | LazyView>> = {
  Connect,
  Account: lazyView(() => import('../views/Account/Account.tsx').then((m) => m.Account)),
  AllWallets: lazyView(() =>
    import('../views/AllWallets/AllWallets.tsx').then((m) => m.AllWallets),
  ),
  GetWallet: lazyView(() => import('../views/GetWallet/GetWallet.tsx').then((m) => m.GetWallet)),
  ConnectingWalletConnectBasic: lazyView(() =>
    import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.tsx').then(
      (m) => m.ConnectingWalletConnectBasic,
    ),
  ),
  ConnectingWalletConnect: lazyView(() =>
    import('../views/ConnectingWalletConnect/ConnectingWalletConnect.tsx').then(
      (m) => m.ConnectingWalletConnect,
    ),
  ),
  ConnectingExternal: lazyView(() =>
    import('../views/ConnectingExternal/ConnectingExternal.tsx').then((m) => m.ConnectingExternal),
  ),
  ConnectingFarcaster: lazyView(() =>
    import('../views/ConnectingFarcaster/ConnectingFarcaster.tsx').then(
      (m) => m.ConnectingFarcaster,
    ),
  ),
  UnsupportedChain: lazyView(() =>
    import('../views/UnsupportedChain/UnsupportedChain.tsx').then((m) => m.UnsupportedChain),
  ),
  SwitchNetwork: lazyView(() =>
    import('../views/SwitchNetwork/SwitchNetwork.tsx').then((m) => m.SwitchNetwork),
  ),
  SwitchActiveChain: lazyView(() =>
    import('../views/SwitchActiveChain/SwitchActiveChain.tsx').then((m) => m.SwitchActiveChain),
  ),
  SIWXSignMessage: lazyView(() =>
    import('../views/SIWXSignMessage/SIWXSignMessage.tsx').then((m) => m.SIWXSignMessage),
  ),
  ApproveTransaction: lazyView(() =>
    import('../views/ApproveTransaction/ApproveTransaction.tsx').then((m) => m.ApproveTransaction),
  ),
  RegisterAccountName: lazyView(() =>
    import('../views/RegisterAccountName/RegisterAccountName.tsx').then(
      (m) => m.RegisterAccountName,
    ),
  ),
  RegisterAccountNameSuccess: lazyView(() =>
    import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess.tsx').then(
      (m) => m.RegisterAccountNameSuccess,
    ),
  ),
  Swap: lazyView(() => import('../views/Swap/Swap.tsx').then((m) => m.Swap)),
  Networks: lazyView(() => import('../views/Networks/Networks.tsx').then((m) => m.Networks)),
  EmailLogin: lazyView(() =>
    import('../views/EmailLogin/EmailLogin.tsx').then((m) => m.EmailLogin),
  ),
  Socials: lazyView(() => import('../views/Socials/Socials.tsx').then((m) => m.Socials)),
  Send: lazyView(() => import('../views/Send/Send.tsx').then((m) => m.Send)),
  Receive: lazyView(() => import('../views/Receive/Receive.tsx').then((m) => m.Receive)),
  OnRamp: lazyView(() => import('../views/OnRamp/OnRamp.tsx').then((m) => m.OnRamp)),
  Activity: lazyView(() => import('../views/Activity/Activity.tsx').then((m) => m.Activity)),
  Pay: lazyView(() => import('../views/Pay/Pay.tsx').then((m) => m.Pay)),
}

/**
 * The views one click away from a view, loaded while it shows (at idle), so that the click paints
 * the next view at once instead of after its chunk and React's Suspense reveal (up to 300 ms).
 * Connect loads its own next views with the registry (`ConnectMore`, `warmWalletConnect`).
 * A connecting view leads to Account once the wallet answers: loaded from the visitor's pick on
 * (regression: Account showed the "Loading" spinner right after a connect), not at Connect's idle
 * time, before any intent to connect.
 */
const NEXT_VIEWS: Partial<Record<ViewName, readonly ViewName[]>> = {
  Account: ['Send', 'Swap', 'Receive', 'Networks', 'OnRamp'],
  ConnectingExternal: ['Account'],
  ConnectingWalletConnect: ['Account'],
  ConnectingWalletConnectBasic: ['Account'],
  ConnectingFarcaster: ['Account'],
  EmailLogin: ['Account'],
  Socials: ['Account'],
}

/**
 * Loads a view's chunk ahead of its first show (Connect is in the first bundle already), so that
 * the navigation to it paints its content in the same frame. A failed load is left to the show.
 */
export function preloadView(view: ViewName): Promise<void> {
  const View = VIEWS[view]
  return 'preload' in View ? View.preload().catch(() => undefined) : Promise.resolve()
}

/**
 * The current view of the router, in a container keyed by view and depth so that each
 * navigation plays the 150 ms view transition. A lazily loaded view shows a small spinner until
 * its code arrives.
 */
export function ViewRouter() {
  const view = useAtomValue(viewAtom)
  const depth = useAtomValue(historyAtom).length
  // An embedded-wallet request asked from an open view (Send, a sign-in) is approved over it:
  // the view stays mounted, hidden, and carries on once the visitor answered.
  const approving = useAtomValue(approvalAtom) !== undefined && view !== 'ApproveTransaction'
  const View = VIEWS[view]
  const Approve = VIEWS.ApproveTransaction
  useEffect(() => {
    const next = NEXT_VIEWS[view]
    if (!next) return
    return whenIdle(() => {
      for (const name of next) void preloadView(name)
    })
  }, [view])
  return (
    <>
      <div key={`${view}:${depth}`} className="al-view" data-view={view} hidden={approving}>
        <Suspense fallback={<Spinner label="Loading" />}>
          <View />
        </Suspense>
      </div>
      {approving ? (
        <div className="al-view" data-view="ApproveTransaction">
          <Suspense fallback={<Spinner label="Loading" />}>
            <Approve />
          </Suspense>
        </div>
      ) : null}
    </>
  )
}

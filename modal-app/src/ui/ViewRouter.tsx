import type { ViewName } from '@airlock/shared-protocol'
import { useAtomValue } from 'jotai/react'
import { type ComponentType, lazy, Suspense } from 'react'
import { historyAtom, viewAtom } from '../state/router/viewStack.ts'
import { Connect } from '../views/Connect/Connect.tsx'
import { Spinner } from './Spinner.tsx'

/**
 * Every view: Connect is in the first bundle (it is what `open()` shows); the others load when
 * first shown.
 */
const VIEWS: Readonly<Record<ViewName, ComponentType>> = {
  Connect,
  Account: lazy(() => import('../views/Account/Account.tsx').then((m) => ({ default: m.Account }))),
  AllWallets: lazy(() =>
    import('../views/AllWallets/AllWallets.tsx').then((m) => ({ default: m.AllWallets })),
  ),
  GetWallet: lazy(() =>
    import('../views/GetWallet/GetWallet.tsx').then((m) => ({ default: m.GetWallet })),
  ),
  ConnectingWalletConnectBasic: lazy(() =>
    import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.tsx').then((m) => ({
      default: m.ConnectingWalletConnectBasic,
    })),
  ),
  ConnectingWalletConnect: lazy(() =>
    import('../views/ConnectingWalletConnect/ConnectingWalletConnect.tsx').then((m) => ({
      default: m.ConnectingWalletConnect,
    })),
  ),
  ConnectingExternal: lazy(() =>
    import('../views/ConnectingExternal/ConnectingExternal.tsx').then((m) => ({
      default: m.ConnectingExternal,
    })),
  ),
  ConnectingFarcaster: lazy(() =>
    import('../views/ConnectingFarcaster/ConnectingFarcaster.tsx').then((m) => ({
      default: m.ConnectingFarcaster,
    })),
  ),
  UnsupportedChain: lazy(() =>
    import('../views/UnsupportedChain/UnsupportedChain.tsx').then((m) => ({
      default: m.UnsupportedChain,
    })),
  ),
  SwitchNetwork: lazy(() =>
    import('../views/SwitchNetwork/SwitchNetwork.tsx').then((m) => ({ default: m.SwitchNetwork })),
  ),
  SwitchActiveChain: lazy(() =>
    import('../views/SwitchActiveChain/SwitchActiveChain.tsx').then((m) => ({
      default: m.SwitchActiveChain,
    })),
  ),
  SIWXSignMessage: lazy(() =>
    import('../views/SIWXSignMessage/SIWXSignMessage.tsx').then((m) => ({
      default: m.SIWXSignMessage,
    })),
  ),
  ApproveTransaction: lazy(() =>
    import('../views/ApproveTransaction/ApproveTransaction.tsx').then((m) => ({
      default: m.ApproveTransaction,
    })),
  ),
  RegisterAccountName: lazy(() =>
    import('../views/RegisterAccountName/RegisterAccountName.tsx').then((m) => ({
      default: m.RegisterAccountName,
    })),
  ),
  RegisterAccountNameSuccess: lazy(() =>
    import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess.tsx').then((m) => ({
      default: m.RegisterAccountNameSuccess,
    })),
  ),
  Swap: lazy(() => import('../views/Swap/Swap.tsx').then((m) => ({ default: m.Swap }))),
  Networks: lazy(() =>
    import('../views/Networks/Networks.tsx').then((m) => ({ default: m.Networks })),
  ),
  EmailLogin: lazy(() =>
    import('../views/EmailLogin/EmailLogin.tsx').then((m) => ({ default: m.EmailLogin })),
  ),
  Socials: lazy(() => import('../views/Socials/Socials.tsx').then((m) => ({ default: m.Socials }))),
  Send: lazy(() => import('../views/Send/Send.tsx').then((m) => ({ default: m.Send }))),
  Receive: lazy(() => import('../views/Receive/Receive.tsx').then((m) => ({ default: m.Receive }))),
  OnRamp: lazy(() => import('../views/OnRamp/OnRamp.tsx').then((m) => ({ default: m.OnRamp }))),
  Activity: lazy(() =>
    import('../views/Activity/Activity.tsx').then((m) => ({ default: m.Activity })),
  ),
  Pay: lazy(() => import('../views/Pay/Pay.tsx').then((m) => ({ default: m.Pay }))),
}

/**
 * The current view of the router, in a container keyed by view and depth so that each
 * navigation plays the 150 ms view transition. A lazily loaded view shows a small spinner until
 * its code arrives.
 */
export function ViewRouter() {
  const view = useAtomValue(viewAtom)
  const depth = useAtomValue(historyAtom).length
  const View = VIEWS[view]
  return (
    <div key={`${view}:${depth}`} className="al-view" data-view={view}>
      <Suspense fallback={<Spinner label="Loading" />}>
        <View />
      </Suspense>
    </div>
  )
}

import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { useAtomValue, useStore } from 'jotai/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { callWallet } from '../../app/callWallet.ts'
import { walletConnectWiringAtom } from '../../app/walletConnectWiringAtom.ts'
import { activeNetworkAtom } from '../../state/chain.ts'
import { pushView, resetView, viewAtom, viewDataAtom } from '../../state/router/viewStack.ts'
import { showSnackbar } from '../../state/snackbar.ts'
import { NetworkHop } from '../../ui/NetworkHop.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { viewNetwork } from '../../ui/viewNetwork.ts'

/**
 * SwitchNetwork: asks the wallet to switch to the network in the view data (through
 * `callWallet`: `wallet_switchEthereumChain`, adding the chain when the wallet does not know it)
 * as soon as the view shows, and waits. On success the visitor lands on Account (unless the switch
 * closed the modal, spec §4). A failure goes back one view (spec §4), so it is also shown in the
 * snackbar ('Network switch declined' when the visitor said no); while the view is still shown it
 * offers Try again. With WalletConnect, a network the session did not approve changes nothing and
 * stays on this view (the spec has no rule for it): it says the connected wallet did not approve
 * the network and offers Disconnect and reconnect (the session ends, then a new pairing asks for
 * every configured network).
 */
export function SwitchNetwork() {
  const store = useStore()
  // The network the view opened for, kept: a failed switch goes back a view (spec §4), and the
  // view must not turn into "No network was chosen" as it leaves or while it shows the failure.
  const [network] = useState(() => viewNetwork(store.get(viewDataAtom)))
  const active = useAtomValue(activeNetworkAtom)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [notApproved, setNotApproved] = useState(false)
  const running = useRef(false)
  const run = useCallback(async () => {
    if (!network || running.current) return
    running.current = true
    setPending(true)
    setError(undefined)
    setNotApproved(false)
    try {
      await callWallet(store, { kind: 'switchNetwork', network })
      // A switch away from a network the app does not list closes the modal (spec §4), which
      // leaves this view; otherwise the visitor continues on Account.
      if (store.get(viewAtom) === 'SwitchNetwork') resetView(store, 'Account')
    } catch (failure) {
      const message =
        failure instanceof AirlockError
          ? failure.shortMessage
          : failure instanceof Error
            ? failure.message
            : String(failure)
      setError(message)
      setNotApproved(
        failure instanceof AirlockError &&
          failure.code === ErrorCode.UNKNOWN_NETWORK &&
          store.get(walletConnectWiringAtom)?.handles(network.chainNamespace) === true,
      )
      showSnackbar(store, { message, variant: 'error' })
    } finally {
      running.current = false
      setPending(false)
    }
  }, [store, network])
  // Once per view: StrictMode's second mount finds the request already running.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void run()
  }, [run])

  const reconnect = useCallback(async () => {
    await store.get(walletConnectWiringAtom)?.disconnect()
    resetView(store, 'Connect')
    pushView(store, 'ConnectingWalletConnect')
  }, [store])

  if (!network) {
    return (
      <Notice tone="error" title="No network was chosen">
        Go back and pick a network.
      </Notice>
    )
  }
  return (
    <div className="al-stack al-center">
      <NetworkHop
        from={active}
        to={network}
        state={pending ? 'pending' : error ? 'error' : 'idle'}
      />
      <p className="al-hop-title">Switch to {network.name}</p>
      {pending ? (
        <p className="al-subtitle" role="status">
          Approve in your wallet
        </p>
      ) : null}
      {notApproved && error ? (
        <>
          <Notice tone="error" title={error}>
            Disconnect, then connect again and approve {network.name} in your wallet.
          </Notice>
          <button
            type="button"
            className="al-button al-button-primary al-button-block"
            onClick={() => reconnect()}
          >
            Disconnect and reconnect
          </button>
        </>
      ) : (
        <>
          {error ? <Notice tone="error" title={error} /> : null}
          {pending ? null : (
            <button
              type="button"
              className="al-button al-button-primary al-button-block"
              onClick={() => run()}
            >
              {error ? 'Try again' : 'Switch network'}
            </button>
          )}
        </>
      )}
    </div>
  )
}

import { useAtomValue, useStore } from 'jotai/react'
import { useState } from 'react'
import { callWallet } from '../../app/callWallet.ts'
import { connectedNamespacesAtom } from '../../state/account.ts'
import { activeNetworkAtom } from '../../state/chain.ts'
import { switchToUnconnectedNamespace } from '../../state/namespaceReturn.ts'
import { resetView, viewDataAtom } from '../../state/router/viewStack.ts'
import { namespaceLabel } from '../../ui/format.ts'
import { NetworkHop } from '../../ui/NetworkHop.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'
import { viewNetwork } from '../../ui/viewNetwork.ts'

/**
 * SwitchActiveChain (spec §4): the visitor is connected in another namespace and not yet on the
 * target one. Switching makes the target network active and continues on Connect, which then
 * lists only the wallets of that namespace; the other namespace stays connected, so the visitor
 * ends up connected on both. Connect has Back, and leaving it without connecting returns to the
 * connected namespace ({@link switchToUnconnectedNamespace}). When the target namespace is
 * connected after all, it switches there (`callWallet`) and shows Account.
 */
export function SwitchActiveChain() {
  const store = useStore()
  // The network the view opened for, kept: a failed switch goes back a view (spec §4), and the
  // view must not turn into "No network was chosen" as it leaves or while it shows the failure.
  const [network] = useState(() => viewNetwork(store.get(viewDataAtom)))
  const active = useAtomValue(activeNetworkAtom)
  const connected = useAtomValue(connectedNamespacesAtom)
  const switching = useAction(async () => {
    if (!network) return
    if (connected.includes(network.chainNamespace)) {
      await callWallet(store, { kind: 'switchNetwork', network })
      resetView(store, 'Account')
    } else {
      switchToUnconnectedNamespace(store, network)
    }
  })
  if (!network) {
    return (
      <Notice tone="error" title="No network was chosen">
        Go back and pick a network.
      </Notice>
    )
  }
  const target = namespaceLabel(network.chainNamespace)
  const from = active ? namespaceLabel(active.chainNamespace).name : undefined
  return (
    <div className="al-stack al-center">
      <NetworkHop
        from={active}
        to={network}
        state={switching.pending ? 'pending' : switching.error ? 'error' : 'idle'}
      />
      <p className="al-hop-title">
        {network.name} needs {target.article} {target.name} wallet
      </p>
      {from ? <p className="al-subtitle">Your {from} wallet stays connected.</p> : null}
      {switching.error ? <Notice tone="error" title={switching.error} /> : null}
      <button
        type="button"
        className="al-button al-button-primary al-button-block"
        disabled={switching.pending}
        onClick={() => switching.run()}
      >
        Switch to {target.name}
      </button>
    </div>
  )
}

import { useAtomValue, useStore } from 'jotai/react'
import { callWallet } from '../../app/callWallet.ts'
import { connectedNamespacesAtom } from '../../state/account.ts'
import { activeNamespaceAtom, completeNetworkSwitch } from '../../state/chain.ts'
import { resetView, viewDataAtom } from '../../state/router/viewStack.ts'
import { namespaceLabel } from '../../ui/format.ts'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'
import { viewNetwork } from '../../ui/viewNetwork.ts'

/**
 * SwitchActiveChain (spec §4): the visitor is connected in another namespace and not yet on the
 * target one. Switching makes the target network active and continues on Connect, which then
 * lists only the wallets of that namespace; the other namespace stays connected, so the visitor
 * ends up connected on both. When the target namespace is connected after all, it switches there
 * (`callWallet`) and shows Account.
 */
export function SwitchActiveChain() {
  const store = useStore()
  const network = viewNetwork(useAtomValue(viewDataAtom))
  const namespace = useAtomValue(activeNamespaceAtom)
  const connected = useAtomValue(connectedNamespacesAtom)
  const switching = useAction(async () => {
    if (!network) return
    if (connected.includes(network.chainNamespace)) {
      await callWallet(store, { kind: 'switchNetwork', network })
      resetView(store, 'Account')
    } else {
      completeNetworkSwitch(store, network)
      resetView(store, 'Connect', { namespace: network.chainNamespace })
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
  const from = namespace ? namespaceLabel(namespace).name : 'another chain'
  return (
    <div className="al-stack al-center">
      <p className="al-subtitle">
        You are connected on {from}. To use {network.name}, connect {target.article} {target.name}{' '}
        wallet.
      </p>
      <button
        type="button"
        className="al-button al-button-primary"
        disabled={switching.pending}
        onClick={() => switching.run()}
      >
        Switch to {target.name}
      </button>
      {switching.error ? <Notice tone="error" title={switching.error} /> : null}
    </div>
  )
}

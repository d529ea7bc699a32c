import { useAtomValue, useStore } from 'jotai/react'
import { callWallet } from '../../app/callWallet.ts'
import { activeNetworkAtom, viewDataAtom } from '../../state/index.ts'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useAction } from '../../ui/useAction.ts'
import { viewNetwork } from '../../ui/viewNetwork.ts'

/**
 * SwitchNetwork: asks the wallet to switch to the network in the view data (through
 * `callWallet`), shows the wait and the failure with Try again.
 *
 * @example
 * ```tsx
 * <SwitchNetwork />
 * ```
 */
export function SwitchNetwork() {
  const store = useStore()
  const network = viewNetwork(useAtomValue(viewDataAtom))
  const active = useAtomValue(activeNetworkAtom)
  const switching = useAction(async () => {
    if (network) await callWallet(store, { kind: 'switchNetwork', network })
  })
  if (!network) {
    return (
      <Notice tone="error" title="No network was chosen">
        Go back and pick a network.
      </Notice>
    )
  }
  return (
    <div className="al-stack al-center">
      <p className="al-subtitle">
        Switch from {active?.name ?? 'the current network'} to{' '}
        <span className="al-origin">{network.name}</span> in your wallet.
      </p>
      {switching.pending ? <Spinner label="Approve in your wallet" /> : null}
      {switching.error ? <Notice tone="error" title={switching.error} /> : null}
      <button
        type="button"
        className="al-button al-button-primary"
        disabled={switching.pending}
        onClick={() => switching.run()}
      >
        {switching.error ? 'Try again' : `Switch to ${network.name}`}
      </button>
    </div>
  )
}

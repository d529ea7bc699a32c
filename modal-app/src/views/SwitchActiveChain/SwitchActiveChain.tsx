import { useAtomValue, useStore } from 'jotai/react'
import {
  activeNamespaceAtom,
  resetView,
  setActiveNetwork,
  viewDataAtom,
} from '../../state/index.ts'
import { Notice } from '../../ui/Notice.tsx'
import { viewNetwork } from '../../ui/viewNetwork.ts'

const NAMESPACE_NAMES: Record<string, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
}

/**
 * SwitchActiveChain (spec §4): the visitor is connected in another namespace and not yet on the
 * target one. Switching makes the target network active and continues on Connect for it.
 *
 * @example
 * ```tsx
 * <SwitchActiveChain />
 * ```
 */
export function SwitchActiveChain() {
  const store = useStore()
  const network = viewNetwork(useAtomValue(viewDataAtom))
  const namespace = useAtomValue(activeNamespaceAtom)
  if (!network) {
    return (
      <Notice tone="error" title="No network was chosen">
        Go back and pick a network.
      </Notice>
    )
  }
  const target = NAMESPACE_NAMES[network.chainNamespace] ?? network.chainNamespace
  const from = namespace ? (NAMESPACE_NAMES[namespace] ?? namespace) : 'another chain'
  return (
    <div className="al-stack al-center">
      <p className="al-subtitle">
        You are connected on {from}. To use {network.name}, connect a {target} wallet.
      </p>
      <button
        type="button"
        className="al-button al-button-primary"
        onClick={() => {
          setActiveNetwork(store, network)
          resetView(store, 'Connect')
        }}
      >
        Switch to {target}
      </button>
    </div>
  )
}

import type { Network } from '@airlock/shared-protocol'
import { namespaceLabel } from './format.ts'

/** Props of {@link NetworkList}. */
export type NetworkListProps = {
  /** The networks to offer. */
  networks: readonly Network[]
  /** The current network, marked with `aria-current`. */
  currentId: string | undefined
  /** Called with the network the visitor picked. */
  onSelect: (network: Network) => void
  /** The list's accessible name. */
  label: string
}

/**
 * A list of networks as buttons: each says its kind ("EVM", "Solana testnet"), and the current
 * one is tagged "Current" (and `aria-current`) without losing that.
 */
export function NetworkList({ networks, currentId, onSelect, label }: NetworkListProps) {
  return (
    <ul className="al-list" aria-label={label}>
      {networks.map((network) => {
        const current = network.caipNetworkId === currentId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="al-row"
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(network)}
            >
              <span className="al-row-main">{network.name}</span>
              {current ? <span className="al-tag">Current</span> : null}
              <span className="al-row-meta">
                {`${namespaceLabel(network.chainNamespace).name}${network.testnet ? ' testnet' : ''}`}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

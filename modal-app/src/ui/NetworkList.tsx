import type { Network } from '@airlock/shared-protocol'
import Check from 'lucide-react/icons/check'
import { useState } from 'react'
import { CryptoLogo, networkLogo } from './CryptoLogo.tsx'
import { namespaceLabel } from './format.ts'
import './NetworkList.css'
import { NoMatches, nothingMatches, SearchField } from './SearchField.tsx'

/** Props of {@link NetworkList}. */
export type NetworkListProps = {
  /** The networks to offer, in the order to show them. */
  networks: readonly Network[]
  /** The current network, marked with a check and `aria-current`. */
  currentId: string | undefined
  /** Called with the network the visitor picked. */
  onSelect: (network: Network) => void
  /** The list's accessible name (one namespace), or the prefix of each group's ("Networks"). */
  label: string
}

/** From this many networks on, a search field filters them. */
const SEARCH_FROM = 7

/** Whether a network matches the visitor's query: its name, its kind or its chain id. */
function matches(network: Network, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (needle === '') return true
  return [network.name, namespaceLabel(network.chainNamespace).name, network.caipNetworkId].some(
    (text) => text.toLowerCase().includes(needle),
  )
}

/**
 * The networks as list rows, each with its logo and the current one checked; grouped under their
 * kind ("EVM", "Solana") when there are several kinds, and with a search field when the list is
 * long. A query that matches nothing says so.
 */
export function NetworkList({ networks, currentId, onSelect, label }: NetworkListProps) {
  const [query, setQuery] = useState('')
  const shown = networks.filter((network) => matches(network, query))
  const groups = new Map<string, Network[]>()
  for (const network of shown) {
    groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network])
  }
  const grouped = new Set(networks.map((network) => network.chainNamespace)).size > 1
  return (
    <div className="al-networks">
      {networks.length >= SEARCH_FROM ? (
        <SearchField label="Search networks" value={query} onChange={setQuery} />
      ) : null}
      {shown.length === 0 ? (
        <NoMatches testId="networks-empty">{nothingMatches(query)}</NoMatches>
      ) : null}
      {[...groups].map(([namespace, members]) => {
        const kind = namespaceLabel(namespace).name
        return (
          <section key={namespace} className="al-networks-group">
            {grouped ? (
              <p className="al-networks-label" aria-hidden="true">
                {kind}
              </p>
            ) : null}
            <ul className="al-list-rows" aria-label={grouped ? `${kind} networks` : label}>
              {members.map((network) => (
                <li key={network.caipNetworkId}>
                  <NetworkRow
                    network={network}
                    current={network.caipNetworkId === currentId}
                    onSelect={onSelect}
                  />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}

type NetworkRowProps = {
  network: Network
  current: boolean
  onSelect: (network: Network) => void
}

/**
 * Whether a network's row adds the Testnet mark: a test network whose name does not already say
 * so (regression: "Westend Testnet Testnet").
 */
function needsTestnetMark(network: Network): boolean {
  return network.testnet === true && !/\btestnet\b/i.test(network.name)
}

/** One network: the row markup of ListRow, plus `aria-current` (ListRow has no such state). */
function NetworkRow({ network, current, onSelect }: NetworkRowProps) {
  return (
    <button
      type="button"
      className="al-list-row al-network-row"
      aria-current={current ? 'true' : undefined}
      onClick={() => onSelect(network)}
    >
      <span className="al-list-row-icon">
        <CryptoLogo src={networkLogo(network)} name={network.name} size={28} />
      </span>
      <span className="al-list-row-text">
        <span className="al-list-row-title">{network.name}</span>
        {needsTestnetMark(network) ? <span className="al-list-row-sub">Testnet</span> : null}
      </span>
      {current ? (
        <span className="al-mark al-network-current">
          <Check size={16} strokeWidth={3} aria-hidden="true" />
        </span>
      ) : null}
    </button>
  )
}

import { useAtomValue, useStore } from 'jotai/react'
import { useId, useState } from 'react'
import { optionsAtom, orderWallets, pushView, visibleConnectorsAtom } from '../../state/index.ts'
import { Notice } from '../../ui/Notice.tsx'

/**
 * All Wallets: the wallets found in the host window and the project's custom wallets, ordered by
 * the include / exclude / featured rules, with a search box.
 *
 * @example
 * ```tsx
 * <AllWallets />
 * ```
 */
export function AllWallets() {
  const store = useStore()
  const options = useAtomValue(optionsAtom)
  const connectors = useAtomValue(visibleConnectorsAtom)
  const [query, setQuery] = useState('')
  const searchId = useId()
  const wallets = orderWallets(
    connectors.map((connector) => ({ id: connector.id, name: connector.name, kind: 'installed' })),
    {
      include: options.includeWalletIds,
      exclude: options.excludeWalletIds,
      featured: options.featuredWalletIds,
      custom: (options.customWallets ?? []).map((wallet) => ({
        id: wallet.id,
        name: wallet.name,
        kind: 'custom',
      })),
    },
  )
  const needle = query.trim().toLowerCase()
  const shown = needle
    ? wallets.filter((wallet) => wallet.name.toLowerCase().includes(needle))
    : wallets
  return (
    <div className="al-stack">
      <label className="al-field" htmlFor={searchId}>
        <span className="al-label">Search wallets</span>
        <input
          id={searchId}
          className="al-input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {shown.length === 0 ? (
        <Notice title="No wallets found">
          {needle ? 'No wallet matches this search.' : 'No wallet was found in this browser.'}
        </Notice>
      ) : (
        <ul className="al-list" aria-label="Wallets">
          {shown.map((wallet) => (
            <li key={wallet.id}>
              <button
                type="button"
                className="al-row"
                onClick={() =>
                  pushView(store, 'ConnectingExternal', {
                    connectorId: wallet.id,
                    name: wallet.name,
                  })
                }
              >
                <span className="al-row-main">{wallet.name}</span>
                <span className="al-row-meta">
                  {wallet.kind === 'custom' ? 'Custom' : 'Installed'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

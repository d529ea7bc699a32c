import { useAtomValue, useStore } from 'jotai/react'
import { type KeyboardEvent, useId, useRef } from 'react'
import {
  ACCOUNT_TABS,
  activeAccountAtom,
  activeNamespaceAtom,
  activeNetworkAtom,
  CHAIN_SUPPORT,
  formatBalance,
  formatUsd,
  optionsAtom,
  pushView,
  setCurrentTab,
  WALLET_FEATURE_ORDER,
} from '../../state/index.ts'
import { ActivityList } from '../../ui/ActivityList.tsx'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { shortAddress } from '../../ui/shortAddress.ts'

const FEATURE_VIEWS = {
  onramp: { view: 'OnRamp', label: 'Buy', support: CHAIN_SUPPORT.onramp },
  swaps: { view: 'Swap', label: 'Swap', support: ['eip155'] },
  receive: { view: 'Receive', label: 'Receive', support: undefined },
  send: { view: 'Send', label: 'Send', support: CHAIN_SUPPORT.send },
} as const

/**
 * The Account view: address, balance and network of the active account, the wallet features of
 * spec §9 in their order (where the feature is on and the namespace supports it), and the three
 * tabs Tokens, NFTs and Activity (tabs pattern: arrow keys, Home and End move between tabs).
 * Without an account it says so and offers Connect.
 *
 * @example
 * ```tsx
 * <Account />
 * ```
 */
export function Account() {
  const store = useStore()
  const account = useAtomValue(activeAccountAtom)
  const namespace = useAtomValue(activeNamespaceAtom)
  const network = useAtomValue(activeNetworkAtom)
  const { features } = useAtomValue(optionsAtom)
  const baseId = useId()
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  if (!account.address || !namespace) return <NoAccount />

  const current = account.currentTab
  const select = (index: number) => {
    setCurrentTab(store, namespace, index)
    tabRefs.current[index]?.focus()
  }
  const onTabKey = (event: KeyboardEvent) => {
    const last = ACCOUNT_TABS.length - 1
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    select(next)
  }
  const actions = WALLET_FEATURE_ORDER.filter((feature) => {
    const support = FEATURE_VIEWS[feature].support as readonly string[] | undefined
    return features[feature] && (!support || support.includes(namespace))
  })

  return (
    <div className="al-stack">
      <div className="al-account-summary">
        <p className="al-account-name">{account.profileName ?? shortAddress(account.address)}</p>
        <p className="al-account-balance">
          {formatBalance(account.balance)}{' '}
          {account.balanceSymbol ?? network?.nativeCurrency.symbol ?? ''}
        </p>
        <button type="button" className="al-button" onClick={() => pushView(store, 'Networks')}>
          {network ? network.name : 'Choose network'}
        </button>
      </div>
      {actions.length > 0 ? (
        <ul className="al-action-grid" aria-label="Wallet actions">
          {actions.map((feature) => (
            <li key={feature}>
              <button
                type="button"
                className="al-button"
                onClick={() => pushView(store, FEATURE_VIEWS[feature].view)}
              >
                {FEATURE_VIEWS[feature].label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div role="tablist" aria-label="Account" className="al-tabs">
        {ACCOUNT_TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            className="al-tab"
            onClick={() => select(index)}
            onKeyDown={onTabKey}
          >
            {tab}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${current}`}
        aria-labelledby={`${baseId}-tab-${current}`}
        className="al-tabpanel"
      >
        {ACCOUNT_TABS[current] === 'Tokens' ? (
          account.tokenBalance.length === 0 ? (
            <Notice title="No tokens yet">
              Tokens on {network?.name ?? 'this network'} show here.
            </Notice>
          ) : (
            <ul className="al-list" aria-label="Tokens">
              {account.tokenBalance.map((token) => (
                <li
                  key={`${token.chainId}:${token.address ?? 'native'}`}
                  className="al-row al-row-static"
                >
                  <span className="al-row-main">
                    {token.name} · {formatBalance(token.quantity.numeric)} {token.symbol}
                  </span>
                  <span className="al-row-meta">${formatUsd(token.value)}</span>
                </li>
              ))}
            </ul>
          )
        ) : ACCOUNT_TABS[current] === 'NFTs' ? (
          <Notice title="No NFTs yet">NFTs of this account show here.</Notice>
        ) : (
          <ActivityList />
        )}
      </div>
    </div>
  )
}

import { useAtomValue, useStore } from 'jotai/react'
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right'
import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import AtSign from 'lucide-react/icons/at-sign'
import Copy from 'lucide-react/icons/copy'
import CreditCard from 'lucide-react/icons/credit-card'
import ExternalLink from 'lucide-react/icons/external-link'
import LogOut from 'lucide-react/icons/log-out'
import QrCode from 'lucide-react/icons/qr-code'
import { type KeyboardEvent, lazy, Suspense, useId, useRef } from 'react'
import { explorerUrl } from '../../chains/explorerUrl.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../embedded/embeddedWallet.ts'
import { ACCOUNT_TABS, activeAccountAtom, setCurrentTab } from '../../state/account.ts'
import { activeNamespaceAtom, activeNetworkAtom } from '../../state/chain.ts'
import { activeConnectorIdsAtom } from '../../state/connectors.ts'
import { CHAIN_SUPPORT } from '../../state/constants.ts'
import { ERRORS } from '../../state/errors/ERRORS.ts'
import {
  effectiveFeaturesAtom,
  projectServicesAtom,
  WALLET_FEATURE_ORDER,
} from '../../state/options.ts'
import { pushView } from '../../state/router/viewStack.ts'
import { formatBalance, formatUsd } from '../../state/validation/format.ts'
import './Account.css'
import { ActivityList } from '../../ui/ActivityList.tsx'
import { Avatar } from '../../ui/Avatar.tsx'
import { Chip } from '../../ui/Chip.tsx'
import { CopyAddress } from '../../ui/CopyAddress.tsx'
import { CryptoLogo, networkLogo, tokenLogo } from '../../ui/CryptoLogo.tsx'
import { ExternalAnchor } from '../../ui/ExternalAnchor.tsx'
import { shortAddress } from '../../ui/format.ts'
import { IconButton } from '../../ui/IconButton.tsx'
import { ListRow } from '../../ui/ListRow.tsx'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useBalances } from '../../ui/useBalances.ts'
import { useDisconnect } from '../../ui/useDisconnect.ts'
import { useNetworkLogosAtIdle } from '../../ui/useNetworkLogosAtIdle.ts'
import { useOnrampSupport } from '../../ui/useOnrampSupport.ts'
import { useProfileName } from '../../ui/useProfileName.ts'
import { sendBlocker } from '../Send/sendBlocker.ts'
import { NftGrid } from './NftGrid.tsx'
import { NFT_NAMESPACES } from './nfts.ts'

// Export key loads only for the embedded wallet's account.
const EmbeddedAccount = lazy(() =>
  import('../../embedded/EmbeddedAccount.tsx').then((m) => ({ default: m.EmbeddedAccount })),
)

const ICON = { size: 18, strokeWidth: 2.2, 'aria-hidden': true } as const

const FEATURE_VIEWS = {
  onramp: { view: 'OnRamp', label: 'Buy', support: CHAIN_SUPPORT.onramp, icon: CreditCard },
  swaps: { view: 'Swap', label: 'Swap', support: ['eip155'], icon: ArrowLeftRight },
  receive: { view: 'Receive', label: 'Receive', support: undefined, icon: QrCode },
  send: { view: 'Send', label: 'Send', support: CHAIN_SUPPORT.send, icon: ArrowUpRight },
} as const

/** The logo of a token: the balance's own when it is a data: image, else a known symbol's. */
function tokenIcon(token: { symbol: string; iconUrl: string }): string | undefined {
  return token.iconUrl.startsWith('data:image/') ? token.iconUrl : tokenLogo(token.symbol)
}

/**
 * The Account view, from the top: the account's avatar (the name's, or one drawn from the
 * address), its profile name and shortened address (copied by the icon beside it); the native
 * balance large (floored to 3 decimals; "—" with one Retry when it cannot be read, never 0) and the USD value of the priced
 * tokens; the network as a chip that opens Networks. Then the wallet features as tinted icon
 * buttons in the order of spec §9 (where the feature is effectively on, see
 * {@link effectiveFeaturesAtom}, and the namespace supports it; Buy once the API's on-ramp
 * options say a provider delivers here, or when the API failed to give them, see
 * {@link useOnrampSupport}); Send is greyed out with its reason under the row when it cannot
 * succeed ({@link sendBlocker}: no RPC, balances that cannot be read, nothing held). Then Tokens (logos and USD values), NFTs ({@link NftGrid}, with
 * the project's API on EVM) and Activity (with the project's indexer) as underlined tabs (arrow
 * keys, Home and End move between them), or a plain "Tokens" heading when it is the only one.
 * Last, quiet rows: "Choose a name" when the project's API offers names, the explorer link (opened
 * by the host inside the click), the embedded wallet's rows, and Disconnect at the bottom. Without an account it says so and offers Connect.
 */
export function Account() {
  const store = useStore()
  const account = useAtomValue(activeAccountAtom)
  const namespace = useAtomValue(activeNamespaceAtom)
  const network = useAtomValue(activeNetworkAtom)
  const features = useAtomValue(effectiveFeaturesAtom)
  const baseId = useId()
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const { status: balances, retry: retryBalances } = useBalances()
  useProfileName()
  useNetworkLogosAtIdle()
  const onrampPossible =
    features.onramp &&
    namespace !== undefined &&
    (CHAIN_SUPPORT.onramp as readonly string[]).includes(namespace)
  // Buy stays hidden until the options are known: a Buy that opens onto "not available here" is
  // worse than one that appears a moment later (the options are then remembered for the session).
  // Options the project API failed to give keep Buy offered: OnRamp says the service did not
  // answer, with Try again, where a Buy that vanished would say nothing.
  const onrampSupport = useOnrampSupport(onrampPossible)
  const onrampSupported = onrampSupport === true || onrampSupport === 'failed'
  const { apiUrl } = useAtomValue(projectServicesAtom)
  const { disconnect, error: disconnectError } = useDisconnect()
  const connectorIds = useAtomValue(activeConnectorIdsAtom)
  const embedded = namespace !== undefined && connectorIds[namespace] === EMBEDDED_CONNECTOR_ID
  if (!account.address || !namespace) return <NoAccount />
  const address = account.address
  const explorer = account.addressExplorerUrl ?? explorerUrl(network, { address })

  // NFTs and Activity come from the project's API (its NFT listing and its indexer): without
  // it those tabs are not offered, rather than saying "none" to a visitor who holds some.
  const nftsOffered = apiUrl !== undefined && apiUrl !== '' && NFT_NAMESPACES.includes(namespace)
  const tabs = ACCOUNT_TABS.filter((tab) =>
    tab === 'NFTs' ? nftsOffered : tab !== 'Activity' || features.activity,
  )
  // The stored tab indexes ACCOUNT_TABS; a tab not offered here shows the first one.
  const current = Math.max(
    0,
    (tabs as readonly string[]).indexOf(ACCOUNT_TABS[account.currentTab] ?? ''),
  )
  const select = (index: number) => {
    setCurrentTab(store, namespace, (ACCOUNT_TABS as readonly string[]).indexOf(tabs[index] ?? ''))
    tabRefs.current[index]?.focus()
  }
  const onTabKey = (event: KeyboardEvent) => {
    const last = tabs.length - 1
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
    if (feature === 'onramp') return onrampPossible && onrampSupported
    const support = FEATURE_VIEWS[feature].support as readonly string[] | undefined
    return features[feature] && (!support || support.includes(namespace))
  })

  // What the priced tokens are worth; unknown (no price for any) shows nothing rather than $0.
  const priced = account.tokenBalance.filter((token) => token.price > 0)
  const worth =
    balances === 'loaded' && priced.length > 0
      ? priced.reduce((sum, token) => sum + token.value, 0)
      : undefined
  const name = account.profileName
  // Names come from the project's API, on the namespaces that have them: offered as a quiet row
  // at the foot, where it does not compete with the balance.
  const offerName =
    !name && Boolean(apiUrl) && (CHAIN_SUPPORT.names as readonly string[]).includes(namespace)
  // Send greyed out with its reason rather than a form that cannot succeed.
  const sendBlocked = sendBlocker(network, balances, account.tokenBalance)

  const panel =
    tabs[current] === 'Tokens' ? (
      balances === 'loading' ? (
        <Spinner label="Loading balances" />
      ) : balances === 'unavailable' ? (
        // Rows read before the failure may be stale: none rather than a wrong amount. Retry is
        // the one under the balance, shown whichever tab is open.
        <Notice tone="error" title={ERRORS.snackbar.tokenBalanceUnavailable}>
          Balances on {network?.name ?? 'this network'} could not be read.
        </Notice>
      ) : account.tokenBalance.length > 0 ? (
        <ul className="al-list-rows" aria-label="Tokens">
          {account.tokenBalance.map((token) => (
            <li key={`${token.chainId}:${token.address ?? 'native'}`}>
              <ListRow
                icon={<CryptoLogo src={tokenIcon(token)} name={token.symbol} />}
                title={token.name}
                subtitle={`${formatBalance(token.quantity.numeric)} ${token.symbol}`}
                detail={token.price > 0 ? `$${formatUsd(token.value)}` : undefined}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Notice title="No tokens yet">
          Tokens on {network?.name ?? 'this network'} show here.
        </Notice>
      )
    ) : tabs[current] === 'NFTs' ? (
      <NftGrid />
    ) : (
      <ActivityList />
    )

  return (
    <div className="al-stack">
      <div className="al-account-summary">
        <Avatar address={address} src={account.profileImage} size={64} />
        <div className="al-account-identity">
          <p className="al-account-name" title={address}>
            {name ? (
              <>
                <span>{name}</span>{' '}
                <span className="al-account-address">{shortAddress(address)}</span>
              </>
            ) : (
              shortAddress(address)
            )}
          </p>
          <CopyAddress address={address} icon={<Copy size={16} aria-hidden="true" />} />
        </div>
        <p className="al-account-balance" data-testid="account-balance">
          {balances === 'loading' ? (
            <span className="al-muted">Loading balance…</span>
          ) : balances === 'unavailable' || account.balance === undefined ? (
            // Unknown is not zero: a dead RPC must not read as an empty account.
            <span title="Balance unknown">—</span>
          ) : (
            <>
              {account.balance} {account.balanceSymbol ?? network?.nativeCurrency.symbol ?? ''}
            </>
          )}
        </p>
        {worth !== undefined ? (
          <p className="al-account-worth" data-testid="account-usd">
            ${formatUsd(worth)}
          </p>
        ) : null}
        {balances === 'unavailable' ? (
          <button type="button" className="al-button" onClick={retryBalances}>
            Retry
          </button>
        ) : null}
        <Chip
          icon={
            network ? (
              <CryptoLogo src={networkLogo(network)} name={network.name} size={20} />
            ) : undefined
          }
          label={`Network: ${network ? network.name : 'none'}. Change network`}
          onClick={() => pushView(store, 'Networks')}
        >
          {network ? network.name : 'Choose network'}
        </Chip>
      </div>
      {actions.length > 0 ? (
        <div className="al-account-actions">
          <ul className="al-actions" aria-label="Wallet actions">
            {actions.map((feature) => {
              const { icon: Icon, label, view } = FEATURE_VIEWS[feature]
              const blocked = feature === 'send' && sendBlocked !== undefined
              return (
                <li key={feature}>
                  <IconButton
                    icon={<Icon {...ICON} />}
                    label={label}
                    onClick={() => pushView(store, view)}
                    disabled={blocked}
                    describedBy={blocked ? `${baseId}-send-blocked` : undefined}
                  />
                </li>
              )
            })}
          </ul>
          {sendBlocked && actions.includes('send') ? (
            <p id={`${baseId}-send-blocked`} className="al-account-hint">
              {sendBlocked.reason}
            </p>
          ) : null}
        </div>
      ) : null}
      {tabs.length > 1 ? (
        <>
          <div role="tablist" aria-label="Account" className="al-tabs al-account-tabs">
            {tabs.map((tab, index) => (
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
            {panel}
          </div>
        </>
      ) : (
        // One tab is no choice: a heading over the list, not a tab bar.
        <section className="al-tabpanel" aria-labelledby={`${baseId}-tab-0`}>
          <h3 className="al-section-label" id={`${baseId}-tab-0`}>
            {tabs[0]}
          </h3>
          {panel}
        </section>
      )}
      <div className="al-account-footer al-quiet-foot">
        {offerName ? (
          <ListRow
            icon={<AtSign {...ICON} />}
            title="Choose a name"
            onClick={() => pushView(store, 'RegisterAccountName')}
          />
        ) : null}
        {explorer ? (
          <ExternalAnchor className="al-list-row al-list-row-link" href={explorer}>
            <span className="al-list-row-icon">
              <ExternalLink {...ICON} />
            </span>
            <span className="al-list-row-title">Block explorer</span>
          </ExternalAnchor>
        ) : null}
        {embedded ? (
          <Suspense>
            <EmbeddedAccount />
          </Suspense>
        ) : null}
        {disconnectError ? <Notice tone="error" title={disconnectError} /> : null}
        <ListRow
          icon={<LogOut {...ICON} />}
          // An email or social login ends as it began, in the visitor's words.
          title={embedded ? 'Log out' : 'Disconnect'}
          testId="account-disconnect"
          onClick={() => void disconnect()}
        />
      </div>
    </div>
  )
}

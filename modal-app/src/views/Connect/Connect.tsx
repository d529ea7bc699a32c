import { useAtomValue, useStore } from 'jotai/react'
import { lazy, Suspense, useId, useState } from 'react'
import { EMBEDDED_NAMESPACES } from '../../embedded/embeddedWallet.ts'
import { offeredSocials } from '../../embedded/offeredSocials.ts'
import { activeNamespaceAtom } from '../../state/chain.ts'
import { connectionAtom, getRecentWallets } from '../../state/connection.ts'
import {
  type Connector,
  hasVisibleInstalledWalletsAtom,
  orderWallets,
  visibleConnectorsAtom,
} from '../../state/connectors.ts'
import { customWalletsAtom } from '../../state/customWallets.ts'
import { hostOriginAtom } from '../../state/hostOrigin.ts'
import {
  type ConnectMethod,
  connectMethodOrder,
  effectiveFeaturesAtom,
  optionsAtom,
} from '../../state/options.ts'
import { platformAtom } from '../../state/platform.ts'
import { connectorIcon, registryLogosAtom, WALLETCONNECT_LOGO } from '../../state/registryLogos.ts'
import { pushView, viewDataAtom } from '../../state/router/viewStack.ts'
import { STORAGE_KEYS, storageAtom } from '../../state/storage.ts'
import { connectList } from '../../ui/connectList.ts'
import { ExternalAnchor } from '../../ui/ExternalAnchor.tsx'
import { namespaceLabel } from '../../ui/format.ts'
import { ListRow } from '../../ui/ListRow.tsx'
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint.ts'
import { WalletIcon } from '../../ui/WalletIcon.tsx'
import { EmailField } from '../EmailLogin/EmailField.tsx'
import './Connect.css'

/** The tag of the wallet the visitor connected with last. */
function RecentTag() {
  return <span className="al-tag">Recent</span>
}

// No icon-set icons here: this view is in the first chunk, and lucide's runtime would cost 2 KB of
// the modal's initial JS budget; the lazy rows (ConnectMore) and views have theirs.
// The rows that need the wallet registry (All Wallets, Get a wallet) load after the first paint.
let connectMoreLoaded = false
const ConnectMore = lazy(() =>
  import('./ConnectMore.tsx').then((m) => {
    connectMoreLoaded = true
    return { default: m.ConnectMore }
  }),
)
const SocialLogins = lazy(() =>
  import('./SocialLogins.tsx').then((m) => ({ default: m.SocialLogins })),
)

/**
 * The Connect view (first paint): which site the visitor connects to (its verified origin, so a
 * look-alike host is visible) and the connect methods in the order of spec §2 — wallets first
 * when one is installed, else email, socials, wallets. The host's wallets are listed with their
 * icon, recent ones first and tagged "Recent", then featured, without excluded ones
 * ({@link connectList}); a wallet on several chains is one entry that connects on the active
 * namespace (else its first chain). On a phone the wallet apps the host and the project configure
 * (`customWallets` with a `mobileLink`, recent first) follow, each opening ConnectingWalletConnect
 * for it, where the app is opened with the pairing link. WalletConnect comes with its logo; All
 * Wallets and Get a wallet load after the first paint ({@link ConnectMore}), with the registry,
 * whose logos then stand in for installed wallets that announced no icon ({@link connectorIcon}).
 * Each choice opens its view. Reached from
 * SwitchActiveChain or a dapp's request for accounts with `{ namespace }`, it lists only the
 * wallets that connect on that namespace and says so. Email and social logins show only where the
 * project provides their service ({@link effectiveFeaturesAtom}), never as dead buttons, and not
 * for a namespace the embedded wallet has no account on ({@link EMBEDDED_NAMESPACES}); email is
 * its field ({@link EmailField}), whose code opens EmailLogin's code step.
 */
export function Connect() {
  const store = useStore()
  // The lazy rows load after the first paint: the paint never waits for them.
  const painted = useAfterFirstPaint()
  const hostOrigin = useAtomValue(hostOriginAtom)
  const connectors = useAtomValue(visibleConnectorsAtom)
  const installed = useAtomValue(hasVisibleInstalledWalletsAtom)
  const options = useAtomValue(optionsAtom)
  const customWallets = useAtomValue(customWalletsAtom)
  // Email and socials need an embedded-wallet service: hidden unless the project provides one.
  const projectFeatures = useAtomValue(effectiveFeaturesAtom)
  const activeNamespace = useAtomValue(activeNamespaceAtom)
  const logos = useAtomValue(registryLogosAtom)
  const { isMobile, isTelegram, os } = useAtomValue(platformAtom)
  // Re-read the stored recent wallets whenever the connection area records one.
  useAtomValue(connectionAtom)
  const recentIds = getRecentWallets(store).map((wallet) => wallet.id)
  // After "Switch to EVM": the wallet already connected on the other namespace is no answer.
  const wanted = useAtomValue(viewDataAtom)?.namespace
  const only = typeof wanted === 'string' ? namespaceLabel(wanted) : undefined
  const offered =
    typeof wanted === 'string'
      ? connectors.filter((connector) =>
          (connector.connectors ?? [connector]).some((member) => member.chain === wanted),
        )
      : connectors
  // Email and socials make an embedded wallet, which has no account on, say, bip122: not offered
  // when Connect is for such a namespace.
  const features =
    typeof wanted !== 'string' || EMBEDDED_NAMESPACES.some((namespace) => namespace === wanted)
      ? projectFeatures
      : { ...projectFeatures, email: false, socials: false }
  const wallets = connectList(offered, {
    recentIds,
    featuredWalletIds: options.featuredWalletIds,
    includeWalletIds: options.includeWalletIds,
    excludeWalletIds: options.excludeWalletIds,
  })
  const choose = (connector: Connector) => {
    const members = connector.connectors ?? [connector]
    const target =
      members.find((member) => member.chain === activeNamespace) ?? members[0] ?? connector
    const imageUrl = connectorIcon(logos, connector)
    pushView(store, 'ConnectingExternal', {
      connectorId: target.id,
      namespace: target.chain,
      name: connector.name,
      ...(imageUrl ? { imageUrl } : {}),
    })
  }
  // On a phone the pairing view offers wallet apps with their links: loaded on the intent to open
  // it, from the chunk ConnectMore shares (the first chunk stays without the registry's code).
  const preloadLinks = isMobile
    ? () => void import('../../registry/loadRegistry.ts').then((m) => m.preloadWalletLinks())
    : undefined
  // On a phone: the wallet apps the host and the project configured, recent first; each opens
  // its pairing, from which the app is opened with the link.
  const apps =
    isMobile && options.enableWalletConnect
      ? orderWallets([], { custom: customWallets, exclude: options.excludeWalletIds })
          .filter((wallet) => wallet.mobileLink)
          .sort((a, b) => Number(recentIds.includes(b.id)) - Number(recentIds.includes(a.id)))
      : []
  // legalCheckbox: no wallet row connects, and no code is mailed, until the visitor agrees to the
  // host's terms.
  const legal =
    options.features.legalCheckbox && (options.termsConditionsUrl || options.privacyPolicyUrl)
  const [agreed, setAgreed] = useState(false)
  const legalId = useId()
  const locked = Boolean(legal) && !agreed
  // collapseWallets: one "Continue with a wallet" row until the visitor asks for the list.
  // emailShowWallets off: with email offered, wallets wait behind the same row.
  const [expanded, setExpanded] = useState(
    !options.features.collapseWallets && !(features.email && !options.features.emailShowWallets),
  )
  const policyLink = (href: string, label: string) => (
    <ExternalAnchor href={href}>{label}</ExternalAnchor>
  )
  const walletRow = ({ connector, recent }: (typeof wallets)[number]) => (
    <li key={`${connector.id}:${connector.chain}`}>
      <ListRow
        icon={<WalletIcon src={connectorIcon(logos, connector)} name={connector.name} size={36} />}
        title={connector.name}
        subtitle={connector.connectors ? 'Multi-chain' : namespaceLabel(connector.chain).name}
        detail={recent ? <RecentTag /> : undefined}
        disabled={locked}
        onClick={() => choose(connector)}
      />
    </li>
  )
  const external = wallets.filter((entry) => entry.group === 'external')
  // Telegram's filter (spec §5); the provider the visitor last logged in with first.
  const socials = features.socials
    ? offeredSocials(options.remoteFeatures.socials, {
        isTelegram,
        os,
        stored: store.get(storageAtom).get(STORAGE_KEYS.socialProvider),
      })
    : []
  // ConnectMore's rows keep their place until its chunk lands, as the socials' do: added after the
  // first paint, they would move the rows above them (the phone's sheet grows from the bottom).
  const moreRowsPlaceholder = (
    <>
      {options.features.allWallets ? (
        <li className="al-row-placeholder" aria-hidden="true" />
      ) : null}
      <li className="al-row-placeholder" aria-hidden="true" />
    </>
  )
  const socialsPlaceholder = (
    <div className="al-socials-placeholder" data-rows={socials.length > 1 ? 2 : 1} />
  )

  const sections: Record<ConnectMethod, React.ReactNode> = {
    wallet: (
      <section key="wallet" className="al-wallets" aria-label="Wallets">
        {expanded ? (
          <>
            {/* Connector order of spec §9: walletConnect, recent, injected, featured, custom, external. */}
            <ul className="al-list">
              {options.enableWalletConnect ? (
                // A row that leads to a pairing: a pointer on it loads the SDK (preloadWalletConnect).
                <li data-pairing-row="">
                  <ListRow
                    icon={<WalletIcon src={WALLETCONNECT_LOGO} size={36} />}
                    title="WalletConnect"
                    // A phone does not scan its own screen: the pairing view lists its apps.
                    subtitle={isMobile ? 'Open a wallet app' : 'Scan with your phone'}
                    disabled={locked}
                    onClick={() => pushView(store, 'ConnectingWalletConnect')}
                    onIntent={preloadLinks}
                  />
                </li>
              ) : null}
            </ul>
            {wallets.length + apps.length === 0 ? (
              <p className="al-empty">{`No ${only ? `${only.name} ` : ''}wallets detected yet`}</p>
            ) : wallets.length === external.length ? null : (
              <>
                <p className="al-section-label">Installed</p>
                <ul className="al-wallet-list">
                  {wallets.filter((entry) => entry.group !== 'external').map(walletRow)}
                </ul>
              </>
            )}
            {apps.length > 0 ? (
              <>
                <p className="al-section-label">Wallet apps</p>
                <ul className="al-wallet-list">
                  {apps.map((wallet) => (
                    <li key={`app:${wallet.id}`} data-pairing-row="">
                      <ListRow
                        icon={<WalletIcon src={wallet.imageUrl} name={wallet.name} size={36} />}
                        title={wallet.name}
                        subtitle="App"
                        detail={recentIds.includes(wallet.id) ? <RecentTag /> : undefined}
                        disabled={locked}
                        onIntent={preloadLinks}
                        onClick={() =>
                          pushView(store, 'ConnectingWalletConnect', {
                            walletId: wallet.id,
                            name: wallet.name,
                          })
                        }
                      />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {external.length > 0 ? (
              <ul className="al-wallet-list">{external.map(walletRow)}</ul>
            ) : null}
            {/* Once loaded, in the first render; before, its rows' places: rows added later would
                move those above them under a finger already on its way. */}
            <ul className="al-list">
              {painted || connectMoreLoaded ? (
                <Suspense fallback={moreRowsPlaceholder}>
                  <ConnectMore noWallet={wallets.length + apps.length === 0} locked={locked} />
                </Suspense>
              ) : (
                moreRowsPlaceholder
              )}
            </ul>
          </>
        ) : (
          <ListRow title="Continue with a wallet" onClick={() => setExpanded(true)} />
        )}
      </section>
    ),
    // The email field itself, not a row that leads to it: type, Enter, then the code step.
    email: features.email ? (
      <EmailField
        key="email"
        locked={locked}
        onSent={(email) => pushView(store, 'EmailLogin', { email })}
      />
    ) : null,
    social:
      socials.length > 0 ? (
        // The placeholder keeps the place of the marks' chunk: nothing below moves when it lands.
        <Suspense key="social" fallback={socialsPlaceholder}>
          {painted ? <SocialLogins providers={socials} /> : socialsPlaceholder}
        </Suspense>
      ) : null,
  }

  return (
    <div className="al-stack">
      <p className="al-subtitle">
        Connecting to <span className="al-origin">{hostOrigin}</span>
      </p>
      {only ? <p className="al-subtitle">{`Choose ${only.article} ${only.name} wallet.`}</p> : null}
      {legal ? (
        <div className="al-legal">
          <input
            id={legalId}
            type="checkbox"
            aria-labelledby={`${legalId}-text`}
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          {/* Links outside the <label>: a click on one opens it and leaves the box as it was. */}
          <span id={`${legalId}-text`}>
            <label htmlFor={legalId}>I agree to the</label>{' '}
            {options.termsConditionsUrl
              ? policyLink(options.termsConditionsUrl, 'Terms of Service')
              : null}
            {options.termsConditionsUrl && options.privacyPolicyUrl ? ' and ' : null}
            {options.privacyPolicyUrl
              ? policyLink(options.privacyPolicyUrl, 'Privacy Policy')
              : null}
          </span>
        </div>
      ) : null}
      {connectMethodOrder({ hasVisibleInstalledWallets: installed }).map(
        (method) => sections[method],
      )}
      {options.features.reownBranding ? <p className="al-branding">Secured by Airlock</p> : null}
    </div>
  )
}

import { useAtomValue, useStore } from 'jotai/react'
import WalletGlyph from 'lucide-react/icons/wallet'
import { useId, useState } from 'react'
import { recommendWallets } from '../../registry/recommendWallets.ts'
import { useRegistryWithLinks } from '../../registry/useRegistryWithLinks.ts'
import { walletListFilter } from '../../registry/walletListFilter.ts'
import { chainsAtom } from '../../state/chain.ts'
import { effectiveFeaturesAtom, optionsAtom } from '../../state/options.ts'
import { platformAtom } from '../../state/platform.ts'
import { pushView } from '../../state/router/viewStack.ts'
import { ExternalAnchor } from '../../ui/ExternalAnchor.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { WalletIcon } from '../../ui/WalletIcon.tsx'
import './GetWallet.css'

/**
 * Get a wallet, for someone who has none: what a wallet is, in two short sentences, then the wallets
 * the registry recommends for the visitor's platform ({@link recommendWallets}) with their install
 * links, opened through the host inside the click: on a phone its system's store (both when the
 * system is unknown), on a desktop one extension, the visitor's browser's when listed; the other
 * stores behind a "+N" on the row. Then the way to All Wallets. Where the project offers email
 * login, it says first that no wallet is needed: the email login makes one. Reached from Connect,
 * always.
 */
export function GetWallet() {
  const store = useStore()
  const platform = useAtomValue(platformAtom)
  const options = useAtomValue(optionsAtom)
  const chains = useAtomValue(chainsAtom)
  const { email } = useAtomValue(effectiveFeaturesAtom)
  const explainerId = useId()
  const listId = useId()
  // The links are preloaded on the intent to open this view (Connect's row).
  const { wallets: registry, error: loadError, retry } = useRegistryWithLinks()
  // The wallets whose other stores the visitor asked to see.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())

  const recommended = registry
    ? recommendWallets(registry, platform, walletListFilter({ chains, options }))
    : []

  return (
    <div className="al-stack al-getwallet">
      <section className="al-getwallet-intro" aria-labelledby={explainerId}>
        <span className="al-action-icon al-getwallet-intro-icon" aria-hidden="true">
          <WalletGlyph size={20} />
        </span>
        <div>
          <h3 id={explainerId} className="al-getwallet-intro-title">
            What is a wallet?
          </h3>
          <p className="al-getwallet-intro-text">
            An app that holds your crypto and signs you in to sites, with no password.
            {/* With email, installing one is the second way in, not the only one. */}
            {email ? null : ' Install one, then come back and connect.'}
          </p>
        </div>
      </section>
      {email ? (
        // The quickest way in for someone without a wallet: no app to install first.
        <Notice title="No wallet needed to start">
          <p>Continue with your email: a wallet is made for you as you log in.</p>
          <button
            type="button"
            className="al-button al-button-primary"
            onClick={() => pushView(store, 'EmailLogin')}
          >
            Continue with email
          </button>
        </Notice>
      ) : null}
      <h3 id={listId} className="al-getwallet-label">
        {platform.isMobile ? 'Wallet apps for your phone' : 'Wallets for your browser'}
      </h3>
      {loadError ? (
        <Notice tone="error" title="The wallet list could not be loaded.">
          <button type="button" className="al-button" onClick={retry}>
            Try again
          </button>
        </Notice>
      ) : registry === undefined ? (
        <Spinner label="Loading wallets" />
      ) : recommended.length === 0 ? (
        <Notice title="No wallet to recommend">
          {platform.isMobile
            ? 'No wallet app is listed for this phone.'
            : 'No browser extension is listed.'}
        </Notice>
      ) : (
        <ul className="al-list-rows" aria-labelledby={listId}>
          {recommended.map(({ wallet, links }) => {
            // One or two links say where to get it; more than that is noise on a list.
            const first = platform.isMobile ? 2 : 1
            const open = expanded.has(wallet.id)
            const shown = open ? links : links.slice(0, first)
            const more = links.length - first
            return (
              <li key={wallet.id} className="al-list-row al-getwallet-row">
                <span className="al-list-row-icon">
                  <WalletIcon src={wallet.image ?? undefined} name={wallet.name} size={36} />
                </span>
                <span className="al-list-row-text">
                  <span className="al-list-row-title">{wallet.name}</span>
                  <span className="al-getwallet-links">
                    {shown.map(({ label, href }) => (
                      <ExternalAnchor
                        key={href}
                        className="al-getwallet-link"
                        href={href}
                        aria-label={`${wallet.name} on ${label}`}
                      >
                        {label}
                      </ExternalAnchor>
                    ))}
                    {more > 0 ? (
                      // A toggle that stays where it is, so the focus does too.
                      <button
                        type="button"
                        className="al-getwallet-link al-getwallet-more"
                        aria-expanded={open}
                        aria-label={`${more} more ${more === 1 ? 'store' : 'stores'} for ${wallet.name}`}
                        onClick={() =>
                          setExpanded((ids) => {
                            const next = new Set(ids)
                            if (!next.delete(wallet.id)) next.add(wallet.id)
                            return next
                          })
                        }
                      >
                        {open ? 'Less' : `+${more}`}
                      </button>
                    ) : null}
                  </span>
                </span>
              </li>
            )
          })}
        </ul>
      )}
      {options.features.allWallets ? (
        <button
          type="button"
          className="al-button al-button-block"
          onClick={() => pushView(store, 'AllWallets')}
        >
          See all wallets
        </button>
      ) : null}
    </div>
  )
}

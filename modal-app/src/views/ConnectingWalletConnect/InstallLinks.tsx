import { useAtomValue } from 'jotai/react'
import { installLinks } from '../../registry/recommendWallets.ts'
import type { RegistryWallet } from '../../registry/registryWalletSchema.ts'
import { platformAtom } from '../../state/platform.ts'
import { ExternalAnchor } from '../../ui/ExternalAnchor.tsx'

/** Props of {@link InstallLinks}. */
type InstallLinksProps = {
  walletId: string
  name: string
  /** The registry with its links (`useRegistryWithLinks`); undefined while it loads. */
  registry: readonly RegistryWallet[] | undefined
}

/**
 * On a desktop, the extension store links of the registry wallet the visitor picked in All
 * Wallets: an extension-only wallet (polkadot{.js}, UniSat) is reached by installing it, not by
 * scanning a code. Nothing on a phone, for a wallet without links, or while the registry loads.
 * Links open through the host, as Get a wallet's do.
 */
export function InstallLinks({ walletId, name, registry }: InstallLinksProps) {
  const { isMobile, os } = useAtomValue(platformAtom)
  const wallet = isMobile ? undefined : registry?.find((each) => each.id === walletId)
  const links = wallet ? installLinks(wallet, { isMobile, os }) : []
  if (links.length === 0) return null
  return (
    <p className="al-subtitle" data-testid="install-links">
      Don’t have {name}? Get it on
      {links.map(({ label, href }) => (
        <span key={href}>
          {' '}
          <ExternalAnchor className="al-link-button" href={href} aria-label={`${name} on ${label}`}>
            {label}
          </ExternalAnchor>
        </span>
      ))}
    </p>
  )
}

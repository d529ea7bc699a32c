import { useAtomValue } from 'jotai/react'
import { useEffect, useState } from 'react'
import { loadRegistry } from '../../registry/loadRegistry.ts'
import { type InstallLink, installLinks } from '../../registry/recommendWallets.ts'
import { platformAtom } from '../../state/platform.ts'
import { ExternalAnchor } from '../../ui/ExternalAnchor.tsx'

/**
 * On a desktop, the extension store links of the registry wallet the visitor picked in All
 * Wallets: an extension-only wallet (polkadot{.js}, UniSat) is reached by installing it, not by
 * scanning a code. Nothing on a phone, for a wallet without links, or while the registry loads.
 * Links open through the host, as Get a wallet's do.
 */
export function InstallLinks({ walletId, name }: { walletId: string; name: string }) {
  const { isMobile, os } = useAtomValue(platformAtom)
  const [links, setLinks] = useState<InstallLink[]>([])
  useEffect(() => {
    if (isMobile) return
    let cancelled = false
    loadRegistry().then(
      (registry) => {
        const wallet = registry.find((each) => each.id === walletId)
        if (!cancelled && wallet) setLinks(installLinks(wallet, { isMobile, os }))
      },
      // Without the registry there is nothing to link; the pairing still works.
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [walletId, isMobile, os])
  if (isMobile || links.length === 0) return null
  return (
    <p className="al-subtitle" data-testid="install-links">
      Don’t have {name}? Get it on
      {links.map(({ label, href }) => (
        <span key={href}>
          {' '}
          <ExternalAnchor
            className="al-link-button al-focus-ring"
            href={href}
            aria-label={`${name} on ${label}`}
          >
            {label}
          </ExternalAnchor>
        </span>
      ))}
    </p>
  )
}

import { AirlockError } from '@airlock/shared-protocol'
import { useAtomValue, useStore } from 'jotai/react'
import { useState } from 'react'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { useRegistryWithLinks } from '../../registry/useRegistryWithLinks.ts'
import { platformAtom } from '../../state/platform.ts'
import { viewDataAtom } from '../../state/router/viewStack.ts'
import { Notice } from '../../ui/Notice.tsx'
import { PairingPanel, type PairingWallet } from '../../ui/PairingPanel.tsx'
import { openWalletLink } from '../../walletconnect/openWalletLink.ts'
import { InstallLinks } from './InstallLinks.tsx'
import { useMobileWallets } from './useMobileWallets.ts'
import { useWalletConnectPairing } from './useWalletConnectPairing.ts'

/**
 * Connecting a wallet over WalletConnect: starts a pairing while shown (the client is created on
 * first use) and shows it — spinner, QR code, Copy link, the declined state with Try again. The
 * chosen wallet (view data `walletId` and `name`, from All Wallets) names the code and becomes a
 * recent wallet on success. On a phone the wallet apps are offered as buttons that open the
 * wallet with the link from the host window, inside the click; for the app the visitor picked, its
 * Open button replaces the QR code. On a desktop the chosen wallet's extension store links follow
 * ({@link InstallLinks}). Both need the wallets' links (`/wallets/links.json`, preloaded on the
 * intent to pick): when they cannot be loaded the view says so with Try again, and the QR code
 * still pairs. Once the wallet approves, the view moves to Account.
 */
export function ConnectingWalletConnect() {
  const store = useStore()
  const data = useAtomValue(viewDataAtom)
  const link = useAtomValue(hostLinkAtom)
  const name = typeof data?.name === 'string' ? data.name : 'WalletConnect'
  const walletId = typeof data?.walletId === 'string' ? data.walletId : undefined
  const { startError, restart } = useWalletConnectPairing(
    'ConnectingWalletConnect',
    walletId ? { id: walletId, name } : undefined,
  )
  const { isMobile } = useAtomValue(platformAtom)
  const registry = useRegistryWithLinks(isMobile || walletId !== undefined)
  // Without the links, the configured custom wallets are still offered on a phone.
  const wallets = useMobileWallets(walletId, registry.error ? [] : registry.wallets)
  const [openError, setOpenError] = useState<string | undefined>(undefined)
  const open = (picked: PairingWallet) => {
    const wallet = wallets.find((each) => each.id === picked.id)
    if (!wallet || !link) return
    setOpenError(undefined)
    try {
      // Synchronous up to the host's openUrl: the host opens the app inside this click.
      openWalletLink(store, wallet, ({ url, customSchemes }) =>
        link.openUrl(url, customSchemes).then((opened) => ({ opened })),
      ).then(
        ({ opened }) => {
          if (!opened) setOpenError(`${wallet.name} could not be opened.`)
        },
        () => setOpenError(`${wallet.name} could not be opened.`),
      )
    } catch (error) {
      setOpenError(error instanceof AirlockError ? error.shortMessage : String(error))
    }
  }
  const panel = (
    <PairingPanel
      walletName={name}
      onRetry={restart}
      startError={startError}
      wallets={wallets}
      onOpenWallet={open}
      openError={openError}
      // A phone does not scan its own screen: the app the visitor picked opens with a tap.
      qrCode={!(isMobile && walletId && wallets.length > 0)}
    />
  )
  const linksError = registry.error ? (
    <Notice tone="error" title="The wallet’s links could not be loaded.">
      <p>The QR code still connects.</p>
      <button type="button" className="al-button" onClick={registry.retry}>
        Try again
      </button>
    </Notice>
  ) : null
  if (!walletId && !linksError) return panel
  return (
    <div className="al-stack">
      {panel}
      {linksError}
      {walletId ? (
        <InstallLinks walletId={walletId} name={name} registry={registry.wallets} />
      ) : null}
    </div>
  )
}

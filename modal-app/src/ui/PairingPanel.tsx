import { useAtomValue } from 'jotai/react'
import { connectionAtom } from '../state/connection.ts'
import { WALLETCONNECT_LOGO } from '../state/registryLogos.ts'
import {
  relayNoAnswerMessage,
  relayUnreachableMessage,
} from '../walletconnect/relayUnreachableMessage.ts'
import { CopyText } from './CopyText.tsx'
import { Notice } from './Notice.tsx'
import { QrCode } from './QrCode.tsx'
import { Spinner } from './Spinner.tsx'

/** A wallet app the visitor can open with the pairing link (mobile). */
export type PairingWallet = { id: string; name: string }

/** Props of {@link PairingPanel}. */
export type PairingPanelProps = {
  /** Whom the code is for ("WalletConnect", a wallet's name). */
  walletName: string
  /** Try again after a declined or expired pairing, or after a failed start. */
  onRetry: () => void
  /** Why WalletConnect could not start, if it could not (shown instead of the code). */
  startError?: string | undefined
  /** On a phone: wallet apps to open with the link, each a button (call `openWalletLink` in the click). */
  wallets?: readonly PairingWallet[] | undefined
  /** Opens a wallet of `wallets`; called synchronously inside the click. */
  onOpenWallet?: ((wallet: PairingWallet) => void) | undefined
  /** Why opening a wallet failed, if it did. */
  openError?: string | undefined
  /**
   * Shows the pairing URI as a QR code (default). A phone that opens the wallet the visitor
   * picked has nothing to scan: the app's Open button comes first instead.
   */
  qrCode?: boolean | undefined
  /** Writes to the clipboard; `navigator.clipboard.writeText` by default. */
  writeText?: ((text: string) => Promise<void>) | undefined
}

/**
 * WalletConnect pairing as the connection area describes it: a spinner while no URI exists yet,
 * then the pairing URI as a QR code (the `qrcode` library) with Copy link — where the clipboard is
 * blocked the link appears in a selected read-only field instead — and, on a phone, a button per
 * wallet app that opens it with the link: one app (the one picked) gets a full-width primary
 * button and a line on what to do there, several get a row each. A pairing the wallet declined
 * (`wcDeclined`), one that failed on the way (`wcError` alone), a relay that cannot be reached
 * (`wcRelayUnreachable`, named by its host) or that did not answer (`wcRelaySilent`) or a failed
 * start shows its error with Try again.
 * The current URI is also on the panel's `data-pairing-uri` attribute.
 */
export function PairingPanel(props: PairingPanelProps) {
  const { walletName, onRetry, startError, wallets, onOpenWallet, openError, qrCode = true } = props
  const { wcUri, wcError, wcRelayUnreachable, wcRelaySilent, wcDeclined } =
    useAtomValue(connectionAtom)
  if (wcError || startError) {
    // "declined in WalletConnect" names no wallet: the visitor's own, then.
    const wallet = walletName === 'WalletConnect' ? 'your wallet' : walletName
    const [title, text] = startError
      ? ['WalletConnect is unavailable', startError]
      : wcRelayUnreachable !== undefined && wcRelaySilent
        ? [
            'WalletConnect relay not answering',
            `${relayNoAnswerMessage(wcRelayUnreachable)} Check your connection, then try again.`,
          ]
        : wcRelayUnreachable !== undefined
          ? [
              'WalletConnect relay unreachable',
              `${relayUnreachableMessage(wcRelayUnreachable)} Check your connection, then try again.`,
            ]
          : wcDeclined
            ? ['Connection declined', `The connection was declined in ${wallet}.`]
            : [
                'Connection failed',
                `The pairing with ${wallet} did not complete. Check your connection, then try again for a new code.`,
              ]
    return (
      <div className="al-stack" data-testid="wc-error">
        <Notice tone="error" title={title}>
          {text}
        </Notice>
        <button type="button" className="al-button al-button-primary" onClick={() => onRetry()}>
          Try again
        </button>
      </div>
    )
  }
  if (!wcUri) return <Spinner label="Preparing a pairing code" />
  const [only] = wallets?.length === 1 ? wallets : []
  // On a phone the wallet apps on it come first: a phone cannot scan its own screen, and the code
  // is then for a wallet on another device.
  const onPhone = wallets !== undefined && wallets.length > 0
  const code = qrCode ? (
    <>
      <QrCode
        value={wcUri}
        label={`Pairing code for ${walletName}`}
        logo={WALLETCONNECT_LOGO}
        large
      />
      <p className="al-subtitle">
        {onPhone
          ? 'Wallet on another device? Scan this code with it'
          : "Scan this code with your phone's wallet"}
      </p>
    </>
  ) : null
  return (
    <div className="al-stack al-center al-pairing" data-pairing-uri={wcUri}>
      {onPhone ? null : code}
      {only ? (
        <>
          <button
            type="button"
            className="al-button al-button-primary al-button-block"
            onClick={() => onOpenWallet?.(only)}
          >
            Open {only.name}
          </button>
          <p className="al-subtitle">
            Approve the connection in {only.name}, then come back to this page.
          </p>
        </>
      ) : wallets && wallets.length > 0 ? (
        <ul className="al-list al-fill" aria-label="Open a wallet app">
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <button type="button" className="al-row" onClick={() => onOpenWallet?.(wallet)}>
                <span className="al-row-main">Open {wallet.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {openError ? <Notice tone="error" title={openError} /> : null}
      {onPhone ? code : null}
      <CopyText
        value={wcUri}
        buttonLabel="Copy link"
        fieldLabel="Pairing link"
        copiedMessage="Link copied"
        writeText={props.writeText}
      />
    </div>
  )
}

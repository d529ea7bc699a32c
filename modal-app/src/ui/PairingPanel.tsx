import { useAtomValue, useStore } from 'jotai/react'
import { useState } from 'react'
import { callWallet } from '../app/callWallet.ts'
import { connectionAtom } from '../state/index.ts'
import { Notice } from './Notice.tsx'
import { QrCode } from './QrCode.tsx'
import { Spinner } from './Spinner.tsx'
import { useAction } from './useAction.ts'

/** Props of {@link PairingPanel}. */
export type PairingPanelProps = {
  /** Whom the code is for ("WalletConnect", a wallet's name). */
  walletName: string
}

/**
 * WalletConnect pairing as the connection area describes it: the pairing URI as a QR code with a
 * Copy link button, a spinner while no URI exists yet, and the declined state (`wcError`) with
 * Try again.
 *
 * @example
 * ```tsx
 * <PairingPanel walletName="WalletConnect" />
 * ```
 */
export function PairingPanel({ walletName }: PairingPanelProps) {
  const store = useStore()
  const { wcUri, wcError } = useAtomValue(connectionAtom)
  const [copied, setCopied] = useState(false)
  const retry = useAction(() =>
    callWallet(store, { kind: 'connect', connectorId: 'walletConnect' }),
  )
  if (wcError) {
    return (
      <div className="al-stack">
        <Notice tone="error" title="Connection declined">
          The connection was declined in {walletName}.
        </Notice>
        <button type="button" className="al-button al-button-primary" onClick={() => retry.run()}>
          Try again
        </button>
        {retry.error ? <Notice tone="error" title={retry.error} /> : null}
      </div>
    )
  }
  if (!wcUri) return <Spinner label="Preparing a pairing code" />
  return (
    <div className="al-stack al-center">
      <QrCode value={wcUri} label={`Pairing code for ${walletName}`} />
      <p className="al-subtitle">Scan this code with your phone's wallet</p>
      <button
        type="button"
        className="al-button"
        onClick={() =>
          navigator.clipboard?.writeText(wcUri).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? 'Link copied' : 'Copy link'}
      </button>
    </div>
  )
}

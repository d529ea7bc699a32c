import { useAtomValue } from 'jotai/react'
import { activeAccountAtom } from '../../state/account.ts'
import { QrCode } from '../../ui/QrCode.tsx'
import { SocialIcon } from '../../ui/SocialIcon.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import '../../ui/flow.css'

/**
 * Farcaster sign-in: the account area's Farcaster URL as a QR code and a link, or a spinner until
 * the auth connector has produced one.
 */
export function ConnectingFarcaster() {
  const { farcasterUrl } = useAtomValue(activeAccountAtom)
  if (!farcasterUrl) return <Spinner label="Preparing Farcaster sign-in" />
  return (
    <div className="al-stack al-center">
      <div className="al-pairing">
        <QrCode value={farcasterUrl} label="Farcaster sign-in code" large />
      </div>
      <p className="al-hero-text">Scan with your phone to sign in with Farcaster</p>
      <a
        className="al-button al-button-block"
        href={farcasterUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        <SocialIcon provider="farcaster" />
        Open Farcaster
      </a>
    </div>
  )
}

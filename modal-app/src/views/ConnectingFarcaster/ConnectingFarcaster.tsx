import { useAtomValue } from 'jotai/react'
import { activeAccountAtom } from '../../state/account.ts'
import { QrCode } from '../../ui/QrCode.tsx'
import { Spinner } from '../../ui/Spinner.tsx'

/**
 * Farcaster sign-in: the account area's Farcaster URL as a QR code and a link, or a spinner until
 * the auth connector has produced one.
 */
export function ConnectingFarcaster() {
  const { farcasterUrl } = useAtomValue(activeAccountAtom)
  if (!farcasterUrl) return <Spinner label="Preparing Farcaster sign-in" />
  return (
    <div className="al-stack al-center">
      <QrCode value={farcasterUrl} label="Farcaster sign-in code" />
      <p className="al-subtitle">Scan with your phone to sign in with Farcaster</p>
      <a className="al-button" href={farcasterUrl} target="_blank" rel="noopener noreferrer">
        Open Farcaster
      </a>
    </div>
  )
}

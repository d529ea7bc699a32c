import { useAtomValue } from 'jotai/react'
import { hostOriginAtom } from '../state/hostOrigin.ts'

/**
 * The verified origin of the host page, as a labelled line ("Request from … Verified"): boot
 * checked it against the ancestor origins, the referrer, the handshake and the project allowlist.
 */
export function HostOrigin() {
  const origin = useAtomValue(hostOriginAtom)
  return (
    <p className="al-host-origin">
      <span className="al-label">Request from</span> <span className="al-origin">{origin}</span>{' '}
      <span className="al-badge">Verified</span>
    </p>
  )
}

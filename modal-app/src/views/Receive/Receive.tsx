import { useAtomValue } from 'jotai/react'
import { useState } from 'react'
import { activeAccountAtom, activeNetworkAtom, chainsAtom } from '../../state/index.ts'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { QrCode } from '../../ui/QrCode.tsx'

/**
 * Receive: the active account's address as a QR code with Copy address, and the networks of its
 * namespace on which it receives.
 *
 * @example
 * ```tsx
 * <Receive />
 * ```
 */
export function Receive() {
  const account = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  const chains = useAtomValue(chainsAtom)
  const [copied, setCopied] = useState(false)
  const { address } = account
  if (!address || !network) return <NoAccount />
  const networks = chains[network.chainNamespace]?.networks ?? [network]
  return (
    <div className="al-stack al-center">
      <QrCode value={address} label={`Address ${address}`} />
      <p className="al-address">{address}</p>
      <button
        type="button"
        className="al-button"
        onClick={() =>
          navigator.clipboard?.writeText(address).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? 'Address copied' : 'Copy address'}
      </button>
      <p className="al-hint">Send assets to this address on:</p>
      <ul className="al-inline-list" aria-label="Networks">
        {networks.map((known) => (
          <li key={known.caipNetworkId}>{known.name}</li>
        ))}
      </ul>
    </div>
  )
}

import { useAtomValue } from 'jotai/react'
import { activeAccountAtom } from '../../state/account.ts'
import { activeNetworkAtom, chainsAtom } from '../../state/chain.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { CopyAddress } from '../../ui/CopyAddress.tsx'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { QrCode } from '../../ui/QrCode.tsx'

/**
 * Receive: the active account's address as a QR code and as text, Copy address (with a selected
 * field to copy by hand where the clipboard is blocked), and the networks of its namespace on which
 * it receives. It needs only the connected wallet: no backend. When the host turned the `receive`
 * feature off, the view says so.
 */
export function Receive() {
  const account = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  const chains = useAtomValue(chainsAtom)
  const features = useAtomValue(effectiveFeaturesAtom)
  if (!features.receive) return <Notice title="This project has not enabled Receive." />
  const { address } = account
  if (!address || !network) return <NoAccount />
  const networks = chains[network.chainNamespace]?.networks ?? [network]
  return (
    <div className="al-stack al-center">
      <QrCode value={address} label={`Address ${address}`} />
      <p className="al-address" data-testid="receive-address">
        {address}
      </p>
      <CopyAddress address={address} />
      <p className="al-hint">Send assets to this address on:</p>
      <ul className="al-inline-list" aria-label="Networks">
        {networks.map((known) => (
          <li key={known.caipNetworkId}>{known.name}</li>
        ))}
      </ul>
    </div>
  )
}

import { useAtomValue } from 'jotai/react'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { useId } from 'react'
import { activeAccountAtom, connectedNamespacesAtom } from '../../state/account.ts'
import { activeNetworkAtom, chainsAtom } from '../../state/chain.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { Chip } from '../../ui/Chip.tsx'
import { CopyAddress } from '../../ui/CopyAddress.tsx'
import { CryptoLogo, networkLogo } from '../../ui/CryptoLogo.tsx'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { QrCode } from '../../ui/QrCode.tsx'
import './Receive.css'

/**
 * Receive: the active account's address as a large QR code (as large as WalletConnect's pairing
 * code, the network's logo in its centre) and as
 * text, Copy address (with a selected field to copy by hand where the clipboard is blocked), and
 * the networks of its namespace on which it receives. Only a visitor connected on several kinds
 * of chain, who holds several addresses, is warned to send to this one only on those networks.
 * It needs only the connected wallet: no backend. When the host turned the `receive` feature off,
 * the view says so.
 */
export function Receive() {
  const account = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  const chains = useAtomValue(chainsAtom)
  const connected = useAtomValue(connectedNamespacesAtom)
  const features = useAtomValue(effectiveFeaturesAtom)
  const labelId = useId()
  if (!features.receive) return <Notice title="This project has not enabled Receive." />
  const { address } = account
  if (!address || !network) return <NoAccount />
  const networks = chains[network.chainNamespace]?.networks ?? [network]
  return (
    <div className="al-stack al-receive">
      <QrCode value={address} label={`Address ${address}`} logo={networkLogo(network)} large />
      {/* In two even halves: a sender compares both ends, and no line is left with a stub. */}
      <p className="al-receive-address" data-testid="receive-address">
        <span>{address.slice(0, Math.ceil(address.length / 2))}</span>
        <span>{address.slice(Math.ceil(address.length / 2))}</span>
      </p>
      <CopyAddress address={address} />
      <div className="al-receive-networks">
        <p className="al-receive-label" id={labelId}>
          Receive on
        </p>
        <ul className="al-receive-chips" aria-labelledby={labelId}>
          {networks.map((known) => (
            <li key={known.caipNetworkId}>
              <Chip icon={<CryptoLogo src={networkLogo(known)} name={known.name} size={20} />}>
                {known.name}
              </Chip>
            </li>
          ))}
        </ul>
      </div>
      {connected.length > 1 ? (
        <p className="al-warning-line">
          <TriangleAlert size={16} aria-hidden="true" />
          {/* The networks by name, not the kind of chain ('EVM'): words a first-time visitor knows. */}
          <span>Send here only on the networks above.</span>
        </p>
      ) : null}
    </div>
  )
}

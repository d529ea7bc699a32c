import { useStore } from 'jotai/react'
import { pushView } from '../../state/router/viewStack.ts'
import { PairingPanel } from '../../ui/PairingPanel.tsx'
import { useWalletConnectPairing } from '../ConnectingWalletConnect/useWalletConnectPairing.ts'

/**
 * The basic WalletConnect view (no chain adapters, or manual pairing control): the pairing code
 * with Copy link, "New code" to replace the pairing by hand, and the way to the wallet list.
 */
export function ConnectingWalletConnectBasic() {
  const store = useStore()
  const { startError, restart } = useWalletConnectPairing('ConnectingWalletConnectBasic', undefined)
  return (
    <div className="al-stack" data-testid="wc-basic">
      <PairingPanel walletName="WalletConnect" onRetry={restart} startError={startError} />
      <div className="al-button-row">
        <button type="button" className="al-button" onClick={() => restart()}>
          New code
        </button>
        <button type="button" className="al-button" onClick={() => pushView(store, 'AllWallets')}>
          All Wallets
        </button>
      </div>
    </div>
  )
}

import { useStore } from 'jotai/react'
import { pushView } from '../../state/index.ts'
import { PairingPanel } from '../../ui/PairingPanel.tsx'

/**
 * The basic WalletConnect view (no chain adapters, or manual pairing control): the pairing code
 * and the way to the wallet list.
 *
 * @example
 * ```tsx
 * <ConnectingWalletConnectBasic />
 * ```
 */
export function ConnectingWalletConnectBasic() {
  const store = useStore()
  return (
    <div className="al-stack" data-testid="wc-basic">
      <PairingPanel walletName="WalletConnect" />
      <button type="button" className="al-button" onClick={() => pushView(store, 'AllWallets')}>
        All Wallets
      </button>
    </div>
  )
}

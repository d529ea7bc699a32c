import { useAtomValue } from 'jotai/react'
import { viewDataAtom } from '../../state/index.ts'
import { PairingPanel } from '../../ui/PairingPanel.tsx'

/**
 * Connecting a wallet over WalletConnect: the pairing code for the chosen wallet (its name from
 * the view data) or for any WalletConnect wallet.
 *
 * @example
 * ```tsx
 * <ConnectingWalletConnect />
 * ```
 */
export function ConnectingWalletConnect() {
  const data = useAtomValue(viewDataAtom)
  const name = typeof data?.name === 'string' ? data.name : 'WalletConnect'
  return <PairingPanel walletName={name} />
}

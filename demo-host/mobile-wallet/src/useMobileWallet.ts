import { useSyncExternalStore } from 'react'
import type { MobileWallet, MobileWalletState } from './createMobileWallet.ts'

/**
 * The wallet's state in a component, re-rendered on every change.
 */
export function useMobileWallet(wallet: MobileWallet): MobileWalletState {
  return useSyncExternalStore(wallet.subscribe, wallet.getState, wallet.getState)
}

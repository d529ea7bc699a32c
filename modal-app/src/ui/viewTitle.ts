import type { ViewName } from '@airlock/shared-protocol'
import type { ViewData } from '../state/router/viewStack.ts'

const TITLES: Readonly<Record<ViewName, string>> = Object.freeze({
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  GetWallet: 'Get a Wallet',
  // Without chain adapters this is the way in: WalletConnect pairing plus the wallet list.
  ConnectingWalletConnectBasic: 'Connect Wallet',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingExternal: 'Connect Wallet',
  ConnectingFarcaster: 'Farcaster',
  UnsupportedChain: 'Unsupported Network',
  SwitchNetwork: 'Switch Network',
  SwitchActiveChain: 'Switch Chain',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  Swap: 'Swap',
  Networks: 'Choose Network',
  EmailLogin: 'Email Login',
  // Read with the list below it ("Sign In With: Google, X…"); "Socials" is jargon to a newcomer.
  Socials: 'Sign In With',
  Send: 'Send',
  Receive: 'Receive',
  OnRamp: 'Buy Crypto',
  Activity: 'Activity',
  Pay: 'Pay',
})

/**
 * The header title of a view; a wallet's own views are titled with its name when the view data
 * carries one.
 */
export function viewTitle(view: ViewName, data?: ViewData | undefined): string {
  const name = data?.name
  if (
    (view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') &&
    typeof name === 'string'
  ) {
    return name
  }
  return TITLES[view]
}

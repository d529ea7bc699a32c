/**
 * Every view of the modal (spec §2), the optional ones included. `open({ view })` takes one.
 */
export const VIEW_NAMES = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'SwitchNetwork',
  'SwitchActiveChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'Networks',
  'EmailLogin',
  'Socials',
  'Send',
  'Receive',
  'OnRamp',
  'Activity',
  'Pay',
] as const

/** One of {@link VIEW_NAMES}. */
export type ViewName = (typeof VIEW_NAMES)[number]

// The demo wallets of the demo host page. index.test.ts pins this list.

export {
  type AnnounceEip6963ProviderParameters,
  announceEip6963Provider,
  type Eip6963ProviderInfo,
} from './announceEip6963Provider.ts'
export { callJsonRpc } from './callJsonRpc.ts'
export {
  type CreateDemoEvmWalletParameters,
  type CreateDemoEvmWalletReturnType,
  createDemoEvmWallet,
  type DemoEvmChain,
  type DemoEvmProvider,
  type DemoEvmProviderEvent,
} from './createDemoEvmWallet.ts'
export {
  type CreateDemoSolanaWalletParameters,
  type CreateDemoSolanaWalletReturnType,
  createDemoSolanaWallet,
  type DemoSolanaWallet,
  type DemoSolanaWalletFeatures,
} from './createDemoSolanaWallet.ts'
export {
  type CreateSitePermissionsParameters,
  createSitePermissions,
  type SitePermissions,
} from './createSitePermissions.ts'
export { createUuidV4 } from './createUuidV4.ts'
export { type CreateWalletDockParameters, createWalletDock } from './createWalletDock.ts'
export {
  type CreateWalletPromptParameters,
  createWalletPrompt,
  type WalletPrompt,
  type WalletPromptDetail,
  type WalletPromptRequest,
} from './createWalletPrompt.ts'
export { DEMO_WALLET_ICONS } from './DEMO_WALLET_ICONS.ts'
export type { DemoWalletControl, DemoWalletStatus } from './DemoWalletControl.ts'
export { decodeMessageText } from './decodeMessageText.ts'
export {
  describeSolanaTransaction,
  type SolanaTransactionDescription,
} from './describeSolanaTransaction.ts'
export {
  type InstallDemoWalletsOptions,
  type InstallDemoWalletsReturnType,
  installDemoWallets,
} from './installDemoWallets.ts'
export { openWalletStorage, type WalletStorage } from './openWalletStorage.ts'
export { ProviderErrorCode } from './ProviderErrorCode.ts'
export { ProviderRpcError } from './ProviderRpcError.ts'

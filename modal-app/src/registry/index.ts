// The wallet registry (AllWallets). index.test.ts pins this list.

export { DEMO_MOBILE_WALLET } from './DEMO_MOBILE_WALLET.ts'
export {
  type CustomWallet,
  type FilterWalletsOptions,
  filterWallets,
  type ListedRegistryWallet,
  type WalletSource,
} from './filterWallets.ts'
export { generateScaleRegistry } from './generateScaleRegistry.ts'
export { type LoadRegistryOptions, loadRegistry } from './loadRegistry.ts'
export { type RegistryWallet, registryWalletSchema } from './registryWalletSchema.ts'
export { type ExplorerWallet, toRegistryWallet } from './toRegistryWallet.ts'
export { useDebouncedValue } from './useDebouncedValue.ts'
export { type WalletMonogram, walletMonogram } from './walletMonogram.ts'

// The services `npm start` runs and the pieces it is built from. index.test.ts pins this list.

export { type AnvilServiceOptions, createAnvilService } from './createAnvilService.ts'
export { type ApiServiceOptions, createApiService } from './createApiService.ts'
export { type AuthServicesOptions, createAuthServices } from './createAuthServices.ts'
export { createHostService, type HostServiceOptions } from './createHostService.ts'
export {
  createMobileWalletService,
  type MobileWalletServiceOptions,
} from './createMobileWalletService.ts'
export { createModalService, type ModalServiceOptions } from './createModalService.ts'
export { createRelayService, type RelayServiceOptions } from './createRelayService.ts'
export { createSolanaService, type SolanaServiceOptions } from './createSolanaService.ts'
export {
  createWalletFrameService,
  type WalletFrameServiceOptions,
} from './createWalletFrameService.ts'
export { readApiNetworks } from './readApiNetworks.ts'
export { readStackConfig, type StackConfig } from './readStackConfig.ts'
export { type RunWorkspaceBuildOptions, runWorkspaceBuild } from './runWorkspaceBuild.ts'
export type { Service, ServiceContext, StackEndpoints, StartedService } from './Service.ts'
export { assertPortFree } from './Service.ts'
export {
  addAllowedOrigin,
  setDemoEndpoints,
  setDemoRpcMeta,
  setModalUrlMeta,
} from './servedFiles.ts'
export { startedTogether } from './startedTogether.ts'
export { formatUrlTable, type Stack, type StartStackOptions, startStack } from './startStack.ts'

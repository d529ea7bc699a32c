// The services `npm start` runs and the pieces it is built from. index.test.ts pins this list.

export { addAllowedOrigin } from './addAllowedOrigin.ts'
export { assertPortFree } from './assertPortFree.ts'
export { type AnvilServiceOptions, createAnvilService } from './createAnvilService.ts'
export { type ApiServiceOptions, createApiService } from './createApiService.ts'
export { createHostService, type HostServiceOptions } from './createHostService.ts'
export {
  createMobileWalletService,
  type MobileWalletServiceOptions,
} from './createMobileWalletService.ts'
export { createModalService, type ModalServiceOptions } from './createModalService.ts'
export { createRelayService, type RelayServiceOptions } from './createRelayService.ts'
export { createSolanaService, type SolanaServiceOptions } from './createSolanaService.ts'
export { formatUrlTable } from './formatUrlTable.ts'
export { readApiNetworks } from './readApiNetworks.ts'
export { readStackConfig, type StackConfig } from './readStackConfig.ts'
export { type RunWorkspaceBuildOptions, runWorkspaceBuild } from './runWorkspaceBuild.ts'
export type { Service, ServiceContext, StartedService } from './Service.ts'
export type { StackEndpoints } from './StackEndpoints.ts'
export { setDemoEndpoints } from './setDemoEndpoints.ts'
export { setDemoRpcMeta } from './setDemoRpcMeta.ts'
export { setModalUrlMeta } from './setModalUrlMeta.ts'
export { type Stack, type StartStackOptions, startStack } from './startStack.ts'

// The services `npm start` runs and the pieces it is built from. index.test.ts pins this list.

export { addAllowedOrigin } from './addAllowedOrigin.ts'
export { createHostService, type HostServiceOptions } from './createHostService.ts'
export { createModalService, type ModalServiceOptions } from './createModalService.ts'
export { formatUrlTable } from './formatUrlTable.ts'
export { readStackConfig, type StackConfig } from './readStackConfig.ts'
export { type RunWorkspaceBuildOptions, runWorkspaceBuild } from './runWorkspaceBuild.ts'
export type { Service, StartedService } from './Service.ts'
export { setModalUrlMeta } from './setModalUrlMeta.ts'
export { type Stack, type StartStackOptions, startStack } from './startStack.ts'

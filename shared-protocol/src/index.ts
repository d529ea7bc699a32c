// The public surface of @airlock/shared-protocol. index.test.ts pins this list.

export type { ModalEvent } from './analytics.ts'
export { type BootSignal, readBootSignal } from './booting/readBootSignal.ts'
export type { CaipAddress, CaipNetworkId } from './caip/caip.ts'
export {
  isCaipAddress,
  isCaipNetworkId,
  isNamespace,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip/caip.ts'
export { acceptChannel } from './channel/acceptChannel.ts'
export { type CallMethodOptions, callMethod } from './channel/callMethod.ts'
export { createEndpoint, type Endpoint } from './channel/createEndpoint.ts'
export { type CreateMethodTableOptions, createMethodTable } from './channel/createMethodTable.ts'
export { type JoinChannelOptions, joinChannel } from './channel/joinChannel.ts'
export { createPortMessenger, createWindowMessenger } from './channel/messengers.ts'
export type { Channel, ChannelOptions, Messenger, MethodTable, Remote } from './channel/types.ts'
export {
  FEATURE_NAMES,
  HOST_OPTION_NAMES,
  NAMESPACES,
  type Namespace,
  PAYLOAD_LIMITS,
  PROTOCOL_VERSION,
  SIWX_NONCE_TIMEOUT_MS,
  SUPPORTED_PROTOCOL_VERSIONS,
  VIEW_NAMES,
  type ViewName,
} from './constants.ts'
export { AirlockError, type AirlockErrorOptions } from './errors/AirlockError.ts'
export { deserializeError } from './errors/deserializeError.ts'
export { ErrorCode } from './errors/ErrorCode.ts'
export type { SerializedError } from './errors/serializeError.ts'
export { serializeError } from './errors/serializeError.ts'
export {
  createNameRegistrationMessage,
  NAME_SUFFIX,
  type NameNonce,
  type NameRegistrationMessage,
  nameNonceSchema,
  nameRegistrationMessageSchema,
} from './names.ts'
export { negotiateProtocolVersion } from './negotiateProtocolVersion.ts'
export { assertPayloadBounds } from './payload/assertPayloadBounds.ts'
export { createRefusalMessage, RefusalMessage, readRefusalMessage } from './refusal/refusal.ts'
export type { Result } from './result/result.ts'
export { unwrapResult } from './result/result.ts'
export {
  connectorSchema,
  type HostConnector,
  MAX_CONNECTOR_ICON_LENGTH,
} from './schemas/connectorSchema.ts'
export { hostMethodSchemas } from './schemas/hostMethodSchemas.ts'
export type {
  HostMethodSchemas,
  MethodHandlers,
  MethodParams,
  MethodResult,
  MethodSchemaTable,
  ModalMethodSchemas,
} from './schemas/MethodTypes.ts'
export { modalMethodSchemas } from './schemas/modalMethodSchemas.ts'
export { type ModalOptions, modalOptionsSchema } from './schemas/modalOptionsSchema.ts'
export { type ModalState, modalStateSchema } from './schemas/modalStateSchema.ts'
export { type Network, networkSchema } from './schemas/networkSchema.ts'
export { type OpenOptions, openOptionsSchema } from './schemas/openOptionsSchema.ts'
export { isSiwxNonce } from './siwx/isSiwxNonce.ts'
export { assertOpenableUrl, isHttpUrl } from './urls/assertOpenableUrl.ts'

// The public surface of @airlock/shared-protocol. index.test.ts pins this list.

export { type BootSignal, readBootSignal } from './booting/readBootSignal.ts'
export type { CaipAddress, CaipNetworkId } from './caip/CaipNetworkId.ts'
export { isCaipAddress } from './caip/isCaipAddress.ts'
export { isCaipNetworkId } from './caip/isCaipNetworkId.ts'
export { isNamespace } from './caip/isNamespace.ts'
export { NAMESPACES, type Namespace } from './caip/NAMESPACES.ts'
export { type ParsedCaipAddress, parseCaipAddress } from './caip/parseCaipAddress.ts'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './caip/parseCaipNetworkId.ts'
export { acceptChannel } from './channel/acceptChannel.ts'
export type { Channel } from './channel/Channel.ts'
export type { ChannelOptions } from './channel/ChannelOptions.ts'
export { type CallMethodOptions, callMethod } from './channel/callMethod.ts'
export { createEndpoint, type Endpoint } from './channel/createEndpoint.ts'
export { type CreateMethodTableOptions, createMethodTable } from './channel/createMethodTable.ts'
export { createPortMessenger } from './channel/createPortMessenger.ts'
export { createWindowMessenger } from './channel/createWindowMessenger.ts'
export { type JoinChannelOptions, joinChannel } from './channel/joinChannel.ts'
export type { Messenger } from './channel/Messenger.ts'
export type { MethodTable } from './channel/MethodTable.ts'
export type { Remote } from './channel/Remote.ts'
export { AirlockError, type AirlockErrorOptions } from './errors/AirlockError.ts'
export { deserializeError } from './errors/deserializeError.ts'
export { ErrorCode } from './errors/ErrorCode.ts'
export type { SerializedError } from './errors/SerializedError.ts'
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
export { PAYLOAD_LIMITS } from './payload/PAYLOAD_LIMITS.ts'
export { createRefusalMessage } from './refusal/createRefusalMessage.ts'
export { RefusalMessage } from './refusal/RefusalMessage.ts'
export { readRefusalMessage } from './refusal/readRefusalMessage.ts'
export type { Result } from './result/Result.ts'
export { unwrapResult } from './result/unwrapResult.ts'
export {
  connectorSchema,
  type HostConnector,
  MAX_CONNECTOR_ICON_LENGTH,
} from './schemas/connectorSchema.ts'
export { FEATURE_NAMES } from './schemas/FEATURE_NAMES.ts'
export { HOST_OPTION_NAMES } from './schemas/HOST_OPTION_NAMES.ts'
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
export { VIEW_NAMES, type ViewName } from './schemas/VIEW_NAMES.ts'
export { isSiwxNonce } from './siwx/isSiwxNonce.ts'
export { SIWX_NONCE_TIMEOUT_MS } from './siwx/SIWX_NONCE_TIMEOUT_MS.ts'
export { SUPPORTED_PROTOCOL_VERSIONS } from './supportedProtocolVersions.ts'
export { assertOpenableUrl } from './urls/assertOpenableUrl.ts'
export { isHttpUrl } from './urls/isHttpUrl.ts'
export { PROTOCOL_VERSION } from './version.ts'

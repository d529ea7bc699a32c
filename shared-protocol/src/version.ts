/**
 * The protocol version this build speaks best. Both sides announce every version they support in
 * the handshake and settle on the highest common one.
 *
 * @example
 * ```ts
 * import { PROTOCOL_VERSION } from '@airlock/shared-protocol'
 * PROTOCOL_VERSION // 1
 * ```
 */
export const PROTOCOL_VERSION = 1

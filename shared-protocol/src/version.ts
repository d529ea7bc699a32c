/**
 * The protocol version this build speaks best. Both sides announce every version they support in
 * the handshake and settle on the highest common one.
 */
export const PROTOCOL_VERSION = 1

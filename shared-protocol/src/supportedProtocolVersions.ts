import { PROTOCOL_VERSION } from './version.ts'

/**
 * Every protocol version this build can speak, highest first.
 */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly number[] = [PROTOCOL_VERSION]

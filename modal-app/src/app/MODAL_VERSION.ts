/**
 * The modal's version, sent to the host in `ready()` (kept equal to package.json by a test).
 *
 * @example
 * ```ts
 * callMethod(remote, hostMethodSchemas, 'ready', { protocolVersions: [1], modalVersion: MODAL_VERSION }, { timeoutMs })
 * ```
 */
export const MODAL_VERSION = '0.1.0'

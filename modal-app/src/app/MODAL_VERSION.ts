/**
 * The modal's version, sent to the host in `ready()` (kept equal to package.json by a test).
 */
export const MODAL_VERSION = '0.1.0'

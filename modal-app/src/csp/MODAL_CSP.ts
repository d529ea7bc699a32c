import { buildModalCsp } from './buildModalCsp.ts'

/**
 * The development Content-Security-Policy header of the modal when no relay needs adding:
 * `buildModalCsp()`
 * (see {@link buildModalCsp} for what each directive allows). `frame-src` is the modal's own
 * origin only, so a server that serves a project with a WalletConnect relay on another origin
 * builds the header with `buildModalCsp({ relayUrls })` instead.
 *
 * @example
 * ```ts
 * import { MODAL_CSP } from '@airlock/modal-app/csp'
 * response.setHeader('Content-Security-Policy', MODAL_CSP)
 * ```
 */
export const MODAL_CSP: string = buildModalCsp()

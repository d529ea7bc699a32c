/**
 * Where the modal is served when `createModal()` gets no `modalUrl`: the local stack that
 * `npm start` runs. Deployments pass their own modal origin.
 *
 * @example
 * ```ts
 * createModal({ projectId: 'demo', modalUrl: DEFAULT_MODAL_URL })
 * ```
 */
export const DEFAULT_MODAL_URL = 'http://localhost:4310/'

/**
 * The events a modal tracks (spec §7, "Tracked events"): the analytics collector accepts a
 * `track` event only with one of these names. `MODAL_CREATED` is not among them: the spec says it
 * is never sent, so a modal that sends it is told (400) rather than recorded.
 *
 * @example
 * ```ts
 * TRACKED_EVENTS.includes('CONNECT_SUCCESS') // true
 * ```
 */
export const TRACKED_EVENTS: readonly string[] = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SWITCH_NETWORK',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'CONNECT_SUCCESS',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'ERROR_FETCH_TRANSACTIONS',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
]

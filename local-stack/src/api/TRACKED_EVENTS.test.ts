import { expect, it } from 'vitest'
import type { AnalyticsEventName } from '../../../modal-app/src/state/analytics.ts'
import { TRACKED_EVENTS } from './TRACKED_EVENTS.ts'

it('default: the collector accepts exactly the events the modal tracks, but MODAL_CREATED (spec §7: never sent)', () => {
  // The typecheck fails here when the modal tracks an event this record does not list, or stops
  // tracking one it lists.
  const sent: { [K in Exclude<AnalyticsEventName, 'MODAL_CREATED'>]: true } = {
    MODAL_OPEN: true,
    MODAL_CLOSE: true,
    SWITCH_NETWORK: true,
    SET_PREFERRED_ACCOUNT_TYPE: true,
    CONNECT_SUCCESS: true,
    SEND_INITIATED: true,
    SEND_SUCCESS: true,
    ERROR_FETCH_TRANSACTIONS: true,
    SIWX_AUTH_SUCCESS: true,
    SIWX_AUTH_ERROR: true,
    CLICK_CANCEL_SIWX: true,
  }
  expect([...TRACKED_EVENTS].sort()).toEqual(Object.keys(sent).sort())
  expect(TRACKED_EVENTS).not.toContain('MODAL_CREATED')
})

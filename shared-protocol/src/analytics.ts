// The analytics contract (spec §7): the events the modal tracks and what the collector keeps.

/**
 * The `props` of an analytics event: a tracked event (`type: 'track'`, one of `TRACKED_EVENTS`,
 * with its properties and the active address, if any), or an error the modal reported
 * (`type: 'error'`, `event` being its category).
 */
export type AnalyticsEventProps =
  | {
      /** E.g. 'track'. */
      type: 'track'
      /** E.g. 'MODAL_OPEN'. */
      event: string
      /** E.g. { connected: false }. */
      properties: Record<string, unknown>
      /**
       * The active address; absent when nothing is connected.
       */
      address?: string
    }
  | {
      /** E.g. 'error'. */
      type: 'error'
      /** The category, e.g. 'INTERNAL_SDK_ERROR'. */
      event: string
      /** E.g. 'TypeError'. */
      errorType: string
      /** E.g. "Cannot read properties of undefined (reading 'id')". */
      errorMessage: string
      /** E.g. 'TypeError: Cannot read…\n    at …'. */
      stackTrace?: string
    }

/**
 * One analytics event as the reference API's collector keeps it and lists it
 * (`GET /v1/analytics/events`): the query of its `POST /v1/analytics/e` (`projectId`, `st`,
 * `sv`), its body (`eventId`, `url`, `domain`, `timestamp`, `props`) and when it arrived.
 */
export type CollectedAnalyticsEvent = {
  /**
   * When the collector accepted it (ISO 8601, the server's clock).
   */
  receivedAt: string
  /**
   * The project (query `projectId`).
   */
  projectId: string
  /**
   * The SDK type (query `st`).
   */
  st: string
  /**
   * The SDK version (query `sv`).
   */
  sv: string
  /**
   * The sender's id of the event; an id sent again is kept once.
   */
  eventId: string
  /**
   * The host page, as the modal knows it (its origin: the referrer policy hides the path).
   */
  url: string
  /**
   * The host name of `url`.
   */
  domain: string
  /**
   * When the modal sent it, in milliseconds since the epoch (the visitor's clock).
   */
  timestamp: number
  /** What happened. */
  props: AnalyticsEventProps
}

/** The tracked events of spec §7 and their properties, as the modal sends them. */
export type AnalyticsEvents = {
  MODAL_CREATED: Record<string, never>
  MODAL_OPEN: { connected: boolean }
  MODAL_CLOSE: { connected: boolean }
  SWITCH_NETWORK: { network: string }
  SET_PREFERRED_ACCOUNT_TYPE: { accountType: string; network: string }
  // 'browser' (a wallet in the host page), 'email' and 'social' (the embedded wallet's logins) are
  // ours: the spec names only the pairing methods, and an operator counting connections expects
  // every one of them.
  CONNECT_SUCCESS: { method: 'browser' | 'mobile' | 'qrcode' | 'email' | 'social'; name: string }
  SEND_INITIATED: { isSmartAccount: boolean; network: string; token: string; amount: number }
  SEND_SUCCESS: { isSmartAccount: boolean; network: string; token: string; amount: number }
  ERROR_FETCH_TRANSACTIONS: {
    address: string
    projectId: string
    cursor: string | undefined
    isSmartAccount: boolean
  }
  SIWX_AUTH_SUCCESS: { network: string; isSmartAccount: boolean }
  SIWX_AUTH_ERROR: { network: string; isSmartAccount: boolean }
  CLICK_CANCEL_SIWX: { network: string; isSmartAccount: boolean }
}

/** One of the tracked event names. */
export type AnalyticsEventName = keyof AnalyticsEvents

/** A tracked event with its properties and the active address, if any. */
export type TrackedEvent = {
  [K in AnalyticsEventName]: {
    event: K
    properties: AnalyticsEvents[K]
    address?: string | undefined
  }
}[AnalyticsEventName]

/**
 * A tracked event as the host page receives it (`modal.subscribeEvents()`, `useModalEvents()`),
 * whether or not analytics is on: every event of {@link AnalyticsEvents} but `MODAL_CREATED`, and
 * when it happened (milliseconds since the epoch, the visitor's clock).
 */
export type ModalEvent = Exclude<TrackedEvent, { event: 'MODAL_CREATED' }> & { timestamp: number }

// Every event of AnalyticsEvents but MODAL_CREATED: the typecheck fails when one is missing.
const COLLECTED: { [K in Exclude<AnalyticsEventName, 'MODAL_CREATED'>]: true } = {
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

/**
 * The events a modal tracks (spec §7, "Tracked events"): the analytics collector accepts a
 * `track` event only with one of these names. `MODAL_CREATED` is not among them: the spec says it
 * is never sent, so a modal that sends it is told (400) rather than recorded.
 */
export const TRACKED_EVENTS: readonly string[] = Object.keys(COLLECTED)

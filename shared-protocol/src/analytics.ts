// The analytics contract (spec §7): the events the modal tracks and what the collector keeps.

/**
 * The `props` of an analytics event: a tracked event (`type: 'track'`, one of `TRACKED_EVENTS`,
 * with its properties and the active address, if any), or an error the modal reported
 * (`type: 'error'`, `event` being its category).
 *
 * @example
 * ```ts
 * const props: AnalyticsEventProps = {
 *   type: 'track',
 *   event: 'CONNECT_SUCCESS',
 *   properties: { method: 'browser', name: 'Airlock Demo Wallet (EVM)' },
 *   address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 * }
 * ```
 */
export type AnalyticsEventProps =
  | {
      /** @example 'track' */
      type: 'track'
      /** @example 'MODAL_OPEN' */
      event: string
      /** @example { connected: false } */
      properties: Record<string, unknown>
      /**
       * The active address; absent when nothing is connected.
       * @example '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
       */
      address?: string
    }
  | {
      /** @example 'error' */
      type: 'error'
      /** The category. @example 'INTERNAL_SDK_ERROR' */
      event: string
      /** @example 'TypeError' */
      errorType: string
      /** @example "Cannot read properties of undefined (reading 'id')" */
      errorMessage: string
      /** @example 'TypeError: Cannot read…\n    at …' */
      stackTrace?: string
    }

/**
 * One analytics event as the reference API's collector keeps it and lists it
 * (`GET /v1/analytics/events`): the query of its `POST /v1/analytics/e` (`projectId`, `st`,
 * `sv`), its body (`eventId`, `url`, `domain`, `timestamp`, `props`) and when it arrived.
 *
 * @example
 * ```ts
 * const event: CollectedAnalyticsEvent = {
 *   receivedAt: '2025-11-25T09:46:40.120Z',
 *   projectId: 'demo',
 *   st: 'airlock',
 *   sv: '0.1.0',
 *   eventId: '0b6f3c1e-8d7a-4a55-9d8e-3f0c2b1a9e77',
 *   url: 'http://127.0.0.1:4300',
 *   domain: '127.0.0.1',
 *   timestamp: 1764064000100,
 *   props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
 * }
 * ```
 */
export type CollectedAnalyticsEvent = {
  /**
   * When the collector accepted it (ISO 8601, the server's clock).
   * @example '2025-11-25T09:46:40.120Z'
   */
  receivedAt: string
  /**
   * The project (query `projectId`).
   * @example 'demo'
   */
  projectId: string
  /**
   * The SDK type (query `st`).
   * @example 'airlock'
   */
  st: string
  /**
   * The SDK version (query `sv`).
   * @example '0.1.0'
   */
  sv: string
  /**
   * The sender's id of the event; an id sent again is kept once.
   * @example '0b6f3c1e-8d7a-4a55-9d8e-3f0c2b1a9e77'
   */
  eventId: string
  /**
   * The host page, as the modal knows it (its origin: the referrer policy hides the path).
   * @example 'http://127.0.0.1:4300'
   */
  url: string
  /**
   * The host name of `url`.
   * @example '127.0.0.1'
   */
  domain: string
  /**
   * When the modal sent it, in milliseconds since the epoch (the visitor's clock).
   * @example 1764064000100
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
  CONNECT_SUCCESS: { method: 'mobile' | 'qrcode'; name: string }
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
 *
 * @example
 * ```ts
 * TRACKED_EVENTS.includes('CONNECT_SUCCESS') // true
 * ```
 */
export const TRACKED_EVENTS: readonly string[] = Object.keys(COLLECTED)

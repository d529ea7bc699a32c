import {
  type AnalyticsEventProps,
  type CollectedAnalyticsEvent,
  TRACKED_EVENTS,
} from '@airlock/shared-protocol/analytics'
import { API_ERROR, ApiError } from './ApiError.ts'

/** An analytics event as read from its request, before the collector stamps `receivedAt`. */
export type AnalyticsEventInput = Omit<CollectedAnalyticsEvent, 'receivedAt'>

/** What the modal's boot accepts as a project id (`projects/<id>.json`). */
const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/
const SHAPE =
  'Send { "eventId", "url", "domain", "timestamp", "props": { "type", "event", "properties", "address" } }.'

const invalid = (message: string): ApiError =>
  new ApiError(400, API_ERROR.INVALID_BODY, `${message} ${SHAPE}`)

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A required string of `min` to `max` characters, else a 400 naming `field`. */
function text(value: unknown, field: string, max: number, min = 1): string {
  if (typeof value !== 'string' || value.length < min || value.length > max) {
    throw invalid(`"${field}" must be a string of ${min} to ${max} characters.`)
  }
  return value
}

/** An optional string of at most `max` characters (absent, or a string). */
function optionalText(value: unknown, field: string, max: number): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value.length > max) {
    throw invalid(`"${field}", when present, must be a string of at most ${max} characters.`)
  }
  return value
}

function query(params: URLSearchParams, name: 'projectId' | 'st' | 'sv', what: string): string {
  const value = params.get(name)?.trim()
  if (!value) {
    throw new ApiError(
      400,
      API_ERROR.MISSING_PARAMETER,
      `The ${name} query parameter (${what}) is missing: post to e?projectId=<id>&st=<sdk type>&sv=<sdk version>.`,
    )
  }
  if (value.length > 100) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_PARAMETER,
      `The ${name} query parameter is longer than 100 characters.`,
    )
  }
  return value
}

function readProps(value: unknown): AnalyticsEventProps {
  if (!isObject(value)) throw invalid('"props" must be an object.')
  if (value.type === 'track') {
    const event = text(value.event, 'props.event', 100)
    if (!TRACKED_EVENTS.includes(event)) {
      throw invalid(
        `"props.event" ${JSON.stringify(event.slice(0, 100))} is not a tracked event: one of ${TRACKED_EVENTS.join(', ')}.`,
      )
    }
    if (!isObject(value.properties)) throw invalid('"props.properties" must be an object.')
    const address = optionalText(value.address, 'props.address', 128)
    return {
      type: 'track',
      event,
      properties: value.properties,
      ...(address === undefined ? {} : { address }),
    }
  }
  if (value.type === 'error') {
    const stackTrace = optionalText(value.stackTrace, 'props.stackTrace', 16_384)
    return {
      type: 'error',
      event: text(value.event, 'props.event', 100),
      errorType: text(value.errorType, 'props.errorType', 200),
      // An error may have an empty message (`new Error()`).
      errorMessage: text(value.errorMessage, 'props.errorMessage', 16_384, 0),
      ...(stackTrace === undefined ? {} : { stackTrace }),
    }
  }
  throw invalid('"props.type" must be "track" or "error".')
}

/**
 * Reads an analytics event (spec §7, `POST {analytics host}/e`) from the query of its request,
 * `projectId`, `st` (SDK type) and `sv` (SDK version), and its parsed JSON body
 * `{ eventId, url, domain, timestamp, props }`, where `url` is an http(s) URL, `domain` its host
 * name, `timestamp` milliseconds since the epoch, and `props` either
 * `{ type: 'track', event, properties, address? }` with `event` one of `TRACKED_EVENTS`, or
 * `{ type: 'error', event, errorType, errorMessage, stackTrace? }`. Fields not named here are
 * dropped. Checks the shape only: whether the project exists and the page is on its allowlist is
 * the caller's (`answerAnalytics`).
 *
 * @throws ApiError 400: `MISSING_PARAMETER` for a missing query parameter, `INVALID_PARAMETER`
 *   for one over 100 characters or a `projectId` that is not a project id (1 to 64 letters,
 *   digits, `_`, `-`, as the modal's boot accepts), `INVALID_BODY` naming the first bad field.
 */
export function readAnalyticsEvent(params: URLSearchParams, body: unknown): AnalyticsEventInput {
  const projectId = query(params, 'projectId', 'the project id')
  if (!PROJECT_ID.test(projectId)) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_PARAMETER,
      `The projectId ${JSON.stringify(projectId.slice(0, 100))} is not a project id: 1 to 64 letters, digits, '_' and '-'.`,
    )
  }
  const st = query(params, 'st', 'the SDK type')
  const sv = query(params, 'sv', 'the SDK version')
  if (!isObject(body)) throw invalid('The body is not a JSON object.')
  const eventId = text(body.eventId, 'eventId', 128)
  const url = text(body.url, 'url', 2048)
  let page: URL
  try {
    page = new URL(url)
  } catch {
    throw invalid(`"url" ${JSON.stringify(url.slice(0, 200))} is not a URL.`)
  }
  if (page.protocol !== 'http:' && page.protocol !== 'https:') {
    throw invalid(`"url" must be an http(s) URL, not ${page.protocol}.`)
  }
  const domain = text(body.domain, 'domain', 253)
  if (domain !== page.hostname) {
    throw invalid(
      `"domain" ${JSON.stringify(domain.slice(0, 100))} is not the host name of "url" (${page.hostname}).`,
    )
  }
  const { timestamp } = body
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw invalid('"timestamp" must be a whole number of milliseconds since the epoch.')
  }
  return { projectId, st, sv, eventId, url, domain, timestamp, props: readProps(body.props) }
}

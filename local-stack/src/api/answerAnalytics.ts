import type { IncomingMessage } from 'node:http'
import type { CollectedAnalyticsEvent } from '@airlock/shared-protocol/analytics'
import { isOriginAllowed } from '@airlock/shared-protocol/origins'
import { API_ERROR, ApiError } from './ApiError.ts'
import type { AnalyticsLog } from './createAnalyticsLog.ts'
import { readJsonBody, requireProjectId } from './http.ts'
import { readAnalyticsEvent } from './readAnalyticsEvent.ts'
import { resolveRoute } from './resolveRoute.ts'

/**
 * The allowlist (`allowedOrigins`) of a project, by its id, as the modal gets it; `undefined`
 * for a project that does not exist. May read it from disk (a promise).
 */
export type ProjectAllowlistLookup = (
  projectId: string,
) => readonly string[] | undefined | Promise<readonly string[] | undefined>

/** Options of {@link answerAnalytics}. */
export type AnswerAnalyticsOptions = {
  /**
   * Where accepted events are kept and listed from.
   */
  events: AnalyticsLog
  /**
   * The projects' allowlists: an event is accepted only from a page on its project's.
   */
  allowedOrigins: ProjectAllowlistLookup
  /**
   * The modal's origin: the only page that posts events is the modal, so an event is accepted only
   * with this `Origin` header; `undefined` (not told) refuses every event.
   */
  modalOrigin: () => string | undefined
  /**
   * The server's clock (`receivedAt`), in milliseconds since the epoch.
   */
  now: () => number
}

/** What {@link answerAnalytics} answers: a status and, for the listing, a JSON body. */
export type AnswerAnalyticsReturnType = {
  /**
   * The HTTP status: 204 for an accepted event and the preflight, 200 for the listing.
   */
  status: number
  /**
   * The listing's body, `{ data }`, oldest first; absent for 204.
   */
  body?: { data: CollectedAnalyticsEvent[] }
  /**
   * `false` for the listing: it is for a person or a test to read, not for other sites' pages, so
   * it is sent without CORS headers (it holds the visitors' addresses).
   */
  crossOrigin?: boolean
}

/**
 * An event is a few hundred bytes; an error report carries a message and a stack trace of up to
 * 16 K characters each (see `readAnalyticsEvent`), so the body may be 64 KB before it is refused.
 */
const MAX_BODY_BYTES = 64 * 1024
const ROUTES = {
  '/v1/analytics/e': 'POST',
  '/v1/analytics/events': 'GET',
} as const

const unknownProject = (projectId: string): ApiError =>
  new ApiError(
    404,
    API_ERROR.UNKNOWN_PROJECT,
    `This API knows no project ${projectId}, so it has no allowlist to check the page against.`,
  )

/**
 * Answers a request under `/v1/analytics`, the reference collector of the modal's analytics
 * (spec §7; the project's `analyticsUrl` is `<API origin>/v1/analytics`, so that the modal's
 * `POST {analyticsUrl}/e` lands here):
 *
 * - `POST /v1/analytics/e?projectId=<id>&st=<sdk type>&sv=<sdk version>` with
 *   `{ eventId, url, domain, timestamp, props }` (see `readAnalyticsEvent`) answers 204 and keeps
 *   the event (an `eventId` sent again is kept once); 403 `ORIGIN_NOT_ALLOWED` when the request's
 *   `Origin` is not `modalOrigin` (only the modal posts events), or when the origin of
 *   `url` is not on the project's `allowedOrigins` (the rule of the modal's boot), which the modal
 *   turns into its 'Invalid App Configuration' alert; 404 `UNKNOWN_PROJECT` for a project
 *   `allowedOrigins` does not know.
 * - `GET /v1/analytics/events?projectId=<id>` answers 200 `{ data: CollectedAnalyticsEvent[] }`,
 *   the project's events still held, oldest first, without CORS headers.
 * - `OPTIONS` on those paths answers 204 (CORS preflight); any other path is 404.
 *
 * @throws ApiError for every refusal: 400 `MISSING_PARAMETER`, `INVALID_PARAMETER`,
 *   `INVALID_BODY`; 403 `ORIGIN_NOT_ALLOWED`; 404 `NOT_FOUND`, `UNKNOWN_PROJECT`; 405 (with
 *   `allow`); 413 `BODY_TOO_LARGE` over 64 KB.
 */
export async function answerAnalytics(
  request: IncomingMessage,
  url: URL,
  options: AnswerAnalyticsOptions,
): Promise<AnswerAnalyticsReturnType> {
  const method = resolveRoute(
    request,
    url.pathname,
    ROUTES,
    'The analytics routes are POST /v1/analytics/e and GET /v1/analytics/events.',
  )
  if (method === 'OPTIONS') return { status: 204 }

  if (method === 'GET') {
    const projectId = requireProjectId(url)
    return { status: 200, body: { data: options.events.list(projectId) }, crossOrigin: false }
  }

  // Checked before the body is read: a page that is not the modal gets nothing parsed or kept.
  const modalOrigin = options.modalOrigin()
  const origin = request.headers.origin
  if (modalOrigin === undefined || origin !== modalOrigin) {
    throw new ApiError(
      403,
      API_ERROR.ORIGIN_NOT_ALLOWED,
      origin === undefined
        ? 'Analytics events are accepted from the modal only, and this request has no Origin header.'
        : `Analytics events are accepted from the modal only (${modalOrigin ?? 'an origin this API was not told'}), not from ${origin.slice(0, 200)}.`,
    )
  }
  const event = readAnalyticsEvent(url.searchParams, await readJsonBody(request, MAX_BODY_BYTES))
  const allowed = await options.allowedOrigins(event.projectId)
  if (allowed === undefined) throw unknownProject(event.projectId)
  const page = new URL(event.url).origin
  if (!isOriginAllowed(page, allowed)) {
    throw new ApiError(
      403,
      API_ERROR.ORIGIN_NOT_ALLOWED,
      `${page} is not on the allowlist of project ${event.projectId}: add it to "allowedOrigins" in projects/${event.projectId}.json.`,
    )
  }
  options.events.add({ receivedAt: new Date(options.now()).toISOString(), ...event })
  return { status: 204 }
}

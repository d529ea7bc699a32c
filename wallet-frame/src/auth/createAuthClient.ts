// The frame's side of the auth service's HTTP API: every answer checked with the shared schemas,
// every refusal turned into an AirlockError the modal can branch on.
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import {
  AUTH_SESSION_HEADERS,
  type AuthSocial,
  authErrorSchema,
  emailStartResponseSchema,
  exportGrantResponseSchema,
  loginSchema,
  logoutResponseSchema,
  oauthPollResponseSchema,
  oauthStartResponseSchema,
  sessionResponseSchema,
  walletPutResponseSchema,
  walletShareResponseSchema,
} from '@airlock/shared-protocol/authApi'

type Parser<T> = { safeParse: (value: unknown) => { success: boolean; data?: T } }

/** Options of {@link createAuthClient}. */
export type AuthClientOptions = {
  authUrl: string
  projectId: string
  hostOrigin: string
  fetch?: typeof fetch | undefined
  /**
   * How long one call (its answer and its body) may take before it fails; 15 s by default. A
   * service that accepts the call and never answers would otherwise spin the login for good.
   */
  timeoutMs?: number | undefined
}

const AUTH_TIMEOUT_MS = 15_000

/** The auth service's routes, as the frame calls them. */
export type AuthClient = ReturnType<typeof createAuthClient>

/**
 * A client of the auth service at `authUrl`, bound to one project and host origin. Rejects with
 * `AUTH_REFUSED` (`data.reason` the service's code, with `retryAfterSeconds` / `attemptsLeft`),
 * `NOT_LOGGED_IN` for a session the service no longer knows, `HTTP_ERROR` when the service cannot
 * be reached or answers outside the contract.
 */
export function createAuthClient({
  authUrl,
  projectId,
  hostOrigin,
  fetch: fetcher = fetch,
  timeoutMs = AUTH_TIMEOUT_MS,
}: AuthClientOptions) {
  const base = authUrl.replace(/\/+$/, '')
  const bound = { projectId, hostOrigin }

  async function request<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: Parser<T>,
    options: { body?: object; token?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {}
    if (options.body) headers['Content-Type'] = 'application/json'
    if (options.token) {
      headers.Authorization = `Bearer ${options.token}`
      headers[AUTH_SESSION_HEADERS.projectId] = projectId
      headers[AUTH_SESSION_HEADERS.hostOrigin] = hostOrigin
    }
    let response: Response
    let body: unknown
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      response = await fetcher(`${base}${path}`, {
        method,
        headers,
        body: options.body ? JSON.stringify(options.body) : null,
        credentials: 'omit',
        signal: controller.signal,
      })
      const text = await response.text()
      try {
        body = JSON.parse(text)
      } catch {
        // Not JSON (a proxy's error page): judged below by its status.
        body = undefined
      }
    } catch (error) {
      throw new AirlockError(
        ErrorCode.HTTP_ERROR,
        controller.signal.aborted
          ? 'The login service did not answer in time. Try again in a moment.'
          : 'The login service could not be reached. Try again in a moment.',
        { cause: error, details: `${method} ${base}${path}` },
      )
    } finally {
      clearTimeout(timer)
    }
    if (!response.ok) {
      const refusal = authErrorSchema.safeParse(body)
      if (refusal.success) {
        const { code, message, retryAfterSeconds, attemptsLeft } = refusal.data.error
        if (code === 'UNAUTHORIZED') {
          throw new AirlockError(ErrorCode.NOT_LOGGED_IN, 'Your session ended: log in again.')
        }
        throw new AirlockError(ErrorCode.AUTH_REFUSED, message, {
          data: { reason: code, retryAfterSeconds, attemptsLeft },
        })
      }
      // Not 'answered something unexpected': a 500 or a proxy's 502 is the service failing.
      throw new AirlockError(
        ErrorCode.HTTP_ERROR,
        `The login service failed to answer (HTTP ${response.status}). Try again in a moment.`,
        { details: `${method} ${path}`, data: { status: response.status } },
      )
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      throw new AirlockError(
        ErrorCode.HTTP_ERROR,
        'The login service answered something unexpected. Try again in a moment.',
        { details: `${method} ${path} answered HTTP ${response.status}` },
      )
    }
    return parsed.data as T
  }

  return {
    emailStart: (email: string) =>
      request('POST', '/v1/email/start', emailStartResponseSchema, { body: { ...bound, email } }),
    emailVerify: (email: string, code: string) =>
      request('POST', '/v1/email/verify', loginSchema, { body: { ...bound, email, code } }),
    oauthStart: (provider: AuthSocial) =>
      request('POST', '/v1/oauth/start', oauthStartResponseSchema, {
        body: { ...bound, provider },
      }),
    oauthPoll: (attemptId: string, pollToken: string) =>
      request('POST', '/v1/oauth/poll', oauthPollResponseSchema, {
        body: { attemptId, pollToken },
      }),
    session: (token: string) => request('GET', '/v1/session', sessionResponseSchema, { token }),
    putWallet: (token: string, wallet: { authShare: string; eip155: string; solana: string }) =>
      request('PUT', '/v1/wallet', walletPutResponseSchema, { token, body: wallet }),
    authShare: (token: string) =>
      request('GET', '/v1/wallet/share', walletShareResponseSchema, { token }),
    exportGrant: (token: string) =>
      request('POST', '/v1/wallet/export-grant', exportGrantResponseSchema, { token, body: {} }),
    logout: (token: string) =>
      request('POST', '/v1/logout', logoutResponseSchema, { token, body: {} }),
  }
}

import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import {
  AUTH_ERROR,
  AUTH_LIMITS,
  AUTH_SESSION_HEADERS,
  type AuthSocial,
  type AuthUser,
  type AuthWallet,
  emailStartRequestSchema,
  emailVerifyRequestSchema,
  type Login,
  oauthPollRequestSchema,
  oauthStartRequestSchema,
  walletPutRequestSchema,
} from '@airlock/shared-protocol/authApi'
import { isOriginAllowed } from '@airlock/shared-protocol/origins'
import { ApiError } from '../api/ApiError.ts'
import { escapeHtml, readJsonBody } from '../api/http.ts'
import { AuthError } from './AuthError.ts'
import { createRateLimiter } from './createRateLimiter.ts'
import type { OauthClient } from './oauthClient.ts'
import { createOauthClient, randomToken } from './oauthClient.ts'
import type { AuthDatabase } from './openAuthDatabase.ts'
import type { AuthProviders } from './readAuthProviders.ts'
import { type Mailbox, renderMailbox } from './renderMailbox.ts'

/** How often one client may call the service (all per fixed window). */
export type AuthRateLimits = {
  /** Requests to `/v1/…` per IP per minute. @default 300 */
  requestsPerIpPerMinute: number
  /** Code emails per IP per hour. @default 30 */
  emailsPerIpPerHour: number
  /** Code emails per address per hour (beside the 30 s between two). @default 10 */
  emailsPerAddressPerHour: number
}

const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  requestsPerIpPerMinute: 300,
  emailsPerIpPerHour: 30,
  emailsPerAddressPerHour: 10,
}

/** Options of {@link createAuthHandler}. */
export type AuthHandlerOptions = {
  /** Where everything is kept (see `openAuthDatabase`); the handler does not close it. */
  database: AuthDatabase
  /** The service's own origin: the popup URL and the providers' redirect URI are on it. */
  origin: string
  /**
   * The wallet frame's origin (or a function giving it): the only origin answered CORS, and where
   * the social login popup ends (`/login-done.html`).
   */
  frameOrigin: string | (() => string)
  /** The `allowedOrigins` of a project, `undefined` for a project that does not exist. */
  allowedOrigins: (projectId: string) => Promise<readonly string[] | undefined>
  /** Sends one email (the code). */
  sendMail: (mail: { to: string; subject: string; text: string }) => Promise<void>
  /** The socials' providers (or a function giving them, read at each login). */
  providers: AuthProviders | (() => AuthProviders)
  /** With one, `GET /mailbox` and `/mailbox/messages.json` show its mails (the local stack). */
  mailbox?: Mailbox | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
  rateLimits?: Partial<AuthRateLimits> | undefined
  /**
   * How long an emailed code can be used, in whole seconds: from the 30 s between two emails (so
   * an expired code can always be replaced at once) to a day.
   * @default AUTH_LIMITS.codeTtlSeconds (10 minutes)
   */
  codeTtlSeconds?: number | undefined
  /** How long a session lasts. @default 7 days */
  sessionTtlSeconds?: number | undefined
  /** The HTTP client that talks to the providers. @default fetch */
  fetch?: typeof fetch | undefined
}

const BODY_LIMIT = 16_384
/** How long a social login attempt may take, popup included. */
const ATTEMPT_TTL_MS = 10 * 60_000
const ATTEMPT_COOKIE = 'airlock_oauth_attempt'
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function readCodeTtl(seconds: number | undefined): number {
  if (seconds === undefined) return AUTH_LIMITS.codeTtlSeconds
  const least = AUTH_LIMITS.emailCooldownSeconds
  if (!Number.isInteger(seconds) || seconds < least || seconds > 86_400) {
    throw new AirlockError(
      ErrorCode.INVALID_OPTIONS,
      `codeTtlSeconds must be a whole number of seconds from ${least} (the time between two code emails) to 86400 (a day), got ${seconds}.`,
    )
  }
  return seconds
}

/** "10 minutes", "1 minute", "45 seconds": a code's lifetime in the email. */
function lifetimeText(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} seconds`
  const minutes = seconds / 60
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/**
 * The auth service of the embedded wallet (issue #19) as a Node request handler: email codes,
 * social login through OpenID Connect / OAuth 2 (authorization code + PKCE, in a popup that ends
 * on the wallet frame's origin), sessions bound to a project and host origin, the wallet's auth
 * share, the export grant, logout. The routes and bodies are `@airlock/shared-protocol/authApi`.
 */
export function createAuthHandler(options: AuthHandlerOptions) {
  const db = options.database
  const now = options.now ?? Date.now
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits }
  const perIp = createRateLimiter(limits.requestsPerIpPerMinute, 60_000)
  const emailsPerIp = createRateLimiter(limits.emailsPerIpPerHour, 3_600_000)
  const emailsPerAddress = createRateLimiter(limits.emailsPerAddressPerHour, 3_600_000)
  const sessionTtlMs = (options.sessionTtlSeconds ?? 7 * 24 * 3600) * 1000
  const codeTtlSeconds = readCodeTtl(options.codeTtlSeconds)
  const oauth: OauthClient = createOauthClient(options.fetch)
  const frameOrigin = () =>
    typeof options.frameOrigin === 'function' ? options.frameOrigin() : options.frameOrigin
  const providers = () =>
    typeof options.providers === 'function' ? options.providers() : options.providers
  const redirectUri = `${options.origin}/v1/oauth/callback`

  const statements = {
    code: db.prepare('SELECT * FROM email_codes WHERE project_id = ? AND email = ?'),
    putCode: db.prepare(
      'INSERT OR REPLACE INTO email_codes (project_id, email, code_hash, sent_at, expires_at, attempts_left) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    codeAttempt: db.prepare(
      'UPDATE email_codes SET attempts_left = attempts_left - 1 WHERE project_id = ? AND email = ?',
    ),
    // The row stays (its sent_at keeps the 30 s between emails), only the code is void.
    voidCode: db.prepare(
      "UPDATE email_codes SET code_hash = '', attempts_left = 0 WHERE project_id = ? AND email = ?",
    ),
    dropCode: db.prepare('DELETE FROM email_codes WHERE project_id = ? AND email = ?'),
    useCode: db.prepare("UPDATE email_codes SET code_hash = '' WHERE project_id = ? AND email = ?"),
    user: db.prepare('SELECT * FROM users WHERE project_id = ? AND provider = ? AND subject = ?'),
    userById: db.prepare('SELECT * FROM users WHERE id = ?'),
    putUser: db.prepare(
      'INSERT INTO users (id, project_id, provider, subject, email, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    updateUser: db.prepare('UPDATE users SET email = ?, name = ? WHERE id = ?'),
    putSession: db.prepare(
      'INSERT INTO sessions (token_hash, user_id, project_id, host_origin, logged_in_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    session: db.prepare('SELECT * FROM sessions WHERE token_hash = ?'),
    revoke: db.prepare(
      'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
    ),
    wallet: db.prepare('SELECT * FROM wallets WHERE user_id = ?'),
    putWallet: db.prepare(
      'INSERT INTO wallets (user_id, auth_share, eip155, solana, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING',
    ),
    // Finished attempts and dead sessions are dropped a day after they stop mattering.
    pruneAttempts: db.prepare('DELETE FROM oauth_attempts WHERE created_at < ?'),
    pruneSessions: db.prepare('DELETE FROM sessions WHERE expires_at < ?'),
    putAttempt: db.prepare(
      'INSERT INTO oauth_attempts (id, poll_token_hash, project_id, host_origin, provider, state, nonce, code_verifier, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    attempt: db.prepare('SELECT * FROM oauth_attempts WHERE id = ?'),
    attemptByState: db.prepare('SELECT * FROM oauth_attempts WHERE state = ?'),
    setAttempt: db.prepare(
      'UPDATE oauth_attempts SET status = ?, user_id = ?, message = ?, browser_hash = coalesce(?, browser_hash) WHERE id = ? AND status = ?',
    ),
  }

  type UserRow = {
    id: string
    provider: AuthUser['provider']
    email: string | null
    name: string | null
  }
  type SessionRow = {
    token_hash: string
    user_id: string
    project_id: string
    host_origin: string
    logged_in_at: number
    expires_at: number
    revoked_at: number | null
  }
  type AttemptRow = {
    id: string
    poll_token_hash: string
    browser_hash: string | null
    project_id: string
    host_origin: string
    provider: AuthSocial
    state: string
    nonce: string
    code_verifier: string
    created_at: number
    status: 'created' | 'redirected' | 'done' | 'failed' | 'consumed'
    user_id: string | null
    message: string | null
  }

  /** The project must exist and list the host origin, as the modal checks when it boots. */
  async function checkProject(projectId: string, hostOrigin: string): Promise<void> {
    const allowed = await options.allowedOrigins(projectId)
    if (allowed === undefined) {
      throw new AuthError(404, AUTH_ERROR.UNKNOWN_PROJECT, `There is no project '${projectId}'.`)
    }
    if (!isOriginAllowed(hostOrigin, allowed)) {
      throw new AuthError(
        403,
        AUTH_ERROR.ORIGIN_NOT_ALLOWED,
        `${hostOrigin} is not on the allowedOrigins of project '${projectId}'.`,
      )
    }
  }

  function findOrCreateUser(
    projectId: string,
    provider: AuthUser['provider'],
    subject: string,
    profile: { email?: string | undefined; name?: string | undefined },
  ): UserRow {
    const found = statements.user.get(projectId, provider, subject) as UserRow | undefined
    if (found) {
      statements.updateUser.run(profile.email ?? found.email, profile.name ?? found.name, found.id)
      return statements.userById.get(found.id) as UserRow
    }
    const id = randomToken(16)
    statements.putUser.run(
      id,
      projectId,
      provider,
      subject,
      profile.email ?? null,
      profile.name ?? null,
      now(),
    )
    return statements.userById.get(id) as UserRow
  }

  function userOf(row: UserRow): AuthUser {
    return {
      id: row.id,
      provider: row.provider,
      ...(row.email === null ? {} : { email: row.email }),
      ...(row.name === null ? {} : { name: row.name }),
    }
  }

  function walletOf(userId: string): AuthWallet | null {
    const row = statements.wallet.get(userId) as { eip155: string; solana: string } | undefined
    return row ? { eip155: row.eip155, solana: row.solana } : null
  }

  function login(user: UserRow, projectId: string, hostOrigin: string): Login {
    const token = randomToken()
    const loggedInAt = now()
    const expiresAt = loggedInAt + sessionTtlMs
    statements.putSession.run(sha256(token), user.id, projectId, hostOrigin, loggedInAt, expiresAt)
    return {
      sessionToken: token,
      sessionExpiresAt: expiresAt,
      user: userOf(user),
      wallet: walletOf(user.id),
    }
  }

  /** The live session of a Bearer request, checked against its project and host origin headers. */
  async function requireSession(request: IncomingMessage): Promise<SessionRow> {
    const header = request.headers.authorization ?? ''
    const token = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header)?.[1]
    if (token === undefined) {
      throw new AuthError(
        401,
        AUTH_ERROR.UNAUTHORIZED,
        'This needs an Authorization: Bearer <session token> header.',
      )
    }
    const session = statements.session.get(sha256(token)) as SessionRow | undefined
    if (session === undefined || session.revoked_at !== null || session.expires_at <= now()) {
      throw new AuthError(
        401,
        AUTH_ERROR.UNAUTHORIZED,
        session === undefined
          ? 'The session is unknown: log in again.'
          : session.revoked_at !== null
            ? 'The session was logged out: log in again.'
            : 'The session has expired: log in again.',
      )
    }
    const projectId = request.headers[AUTH_SESSION_HEADERS.projectId.toLowerCase()]
    const hostOrigin = request.headers[AUTH_SESSION_HEADERS.hostOrigin.toLowerCase()]
    for (const [name, value] of [
      [AUTH_SESSION_HEADERS.projectId, projectId],
      [AUTH_SESSION_HEADERS.hostOrigin, hostOrigin],
    ] as const) {
      if (typeof value !== 'string' || value === '') {
        throw new AuthError(400, AUTH_ERROR.INVALID_BODY, `The ${name} header is missing.`)
      }
    }
    if (projectId !== session.project_id || hostOrigin !== session.host_origin) {
      throw new AuthError(
        403,
        AUTH_ERROR.SESSION_MISMATCH,
        `This session was made for project '${session.project_id}' on ${session.host_origin}, not for '${String(projectId)}' on ${String(hostOrigin)}.`,
      )
    }
    // An origin the project has since removed loses its sessions.
    await checkProject(session.project_id, session.host_origin)
    return session
  }

  async function body<T>(
    request: IncomingMessage,
    schema: {
      safeParse(
        value: unknown,
      ):
        | { success: true; data: T }
        | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[] }> } }
    },
    fields: Record<string, string>,
  ): Promise<T> {
    const value = await readJsonBody(request, BODY_LIMIT)
    const result = schema.safeParse(value)
    if (result.success) return result.data
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new AuthError(400, AUTH_ERROR.INVALID_BODY, 'The body must be a JSON object.')
    }
    const field = String(result.error.issues[0]?.path[0] ?? '')
    throw new AuthError(
      400,
      AUTH_ERROR.INVALID_BODY,
      field in fields
        ? `The body's ${field} is missing or not ${fields[field]}.`
        : `The body does not match the route (${field || 'shape'}).`,
    )
  }

  const FIELDS = {
    projectId: 'a project id (letters, digits, - and _)',
    hostOrigin: 'an http(s) origin such as https://app.example',
    email: 'a string of at most 254 characters',
    code: 'the 6 digits of the email',
    provider: `one of the socials (google, x, discord, apple, github, facebook)`,
    attemptId: 'the attemptId of POST /v1/oauth/start',
    pollToken: 'the pollToken of POST /v1/oauth/start',
    authShare: 'base64 of at most 4096 characters',
    eip155: 'a 0x EVM address',
    solana: 'a base58 Solana address',
  }

  function rateLimit(
    limiter: ReturnType<typeof createRateLimiter>,
    key: string,
    what: string,
  ): void {
    const wait = limiter.hit(key, now())
    if (wait > 0) {
      throw new AuthError(
        429,
        AUTH_ERROR.RATE_LIMITED,
        `Too many ${what}. Please try again after ${wait} seconds.`,
        {
          retryAfterSeconds: wait,
        },
      )
    }
  }

  async function emailStart(request: IncomingMessage, ip: string) {
    const input = await body(request, emailStartRequestSchema, FIELDS)
    const email = input.email.trim().toLowerCase()
    if (!EMAIL.test(email)) {
      throw new AuthError(
        400,
        AUTH_ERROR.INVALID_EMAIL,
        `'${input.email}' is not an email address.`,
      )
    }
    await checkProject(input.projectId, input.hostOrigin)
    const previous = statements.code.get(input.projectId, email) as
      | { sent_at: number; code_hash: string }
      | undefined
    const cooldownMs = AUTH_LIMITS.emailCooldownSeconds * 1000
    if (previous && now() - previous.sent_at < cooldownMs) {
      const wait = Math.ceil((previous.sent_at + cooldownMs - now()) / 1000)
      // EMAIL_COOLDOWN tells a client the code mailed still stands (it goes on to the code step);
      // one already used or void is only a wait.
      throw new AuthError(
        429,
        previous.code_hash === '' ? AUTH_ERROR.RATE_LIMITED : AUTH_ERROR.EMAIL_COOLDOWN,
        `A code was emailed to this address less than ${AUTH_LIMITS.emailCooldownSeconds} seconds ago. Please try again after ${wait} seconds.`,
        { retryAfterSeconds: wait },
      )
    }
    rateLimit(emailsPerIp, ip, 'code emails from this network')
    rateLimit(emailsPerAddress, email, 'code emails to this address')
    const code = String(randomInt(10 ** AUTH_LIMITS.codeLength)).padStart(
      AUTH_LIMITS.codeLength,
      '0',
    )
    const sentAt = now()
    statements.putCode.run(
      input.projectId,
      email,
      sha256(`${email}:${code}`),
      sentAt,
      sentAt + codeTtlSeconds * 1000,
      AUTH_LIMITS.codeAttempts,
    )
    try {
      await options.sendMail({
        to: email,
        subject: `${code} is your login code`,
        text: `Your login code is ${code}.\n\nIt expires in ${lifetimeText(codeTtlSeconds)}. If you did not ask for it, ignore this email.\n`,
      })
    } catch (error) {
      // No mail left: the visitor may ask again at once, and no code stands unsent.
      statements.dropCode.run(input.projectId, email)
      throw new AuthError(
        502,
        AUTH_ERROR.UPSTREAM_FAILED,
        'The code email could not be sent. Please try again later.',
        {
          cause: error,
        },
      )
    }
    return {
      expiresInSeconds: codeTtlSeconds,
      resendAfterSeconds: AUTH_LIMITS.emailCooldownSeconds,
    }
  }

  async function emailVerify(request: IncomingMessage): Promise<Login> {
    const input = await body(request, emailVerifyRequestSchema, FIELDS)
    const email = input.email.trim().toLowerCase()
    await checkProject(input.projectId, input.hostOrigin)
    const row = statements.code.get(input.projectId, email) as
      | { code_hash: string; expires_at: number; attempts_left: number }
      | undefined
    if (row === undefined) {
      throw new AuthError(
        410,
        AUTH_ERROR.CODE_EXPIRED,
        'No code was sent to this address: ask for one.',
      )
    }
    if (row.code_hash === '') {
      // Void after a login (attempts left) or after the last wrong try (none left).
      throw row.attempts_left > 0
        ? new AuthError(
            410,
            AUTH_ERROR.CODE_EXPIRED,
            'The code was already used: ask for a new one.',
          )
        : new AuthError(
            429,
            AUTH_ERROR.TOO_MANY_ATTEMPTS,
            'Too many wrong codes: ask for a new one.',
          )
    }
    if (row.expires_at <= now()) {
      throw new AuthError(410, AUTH_ERROR.CODE_EXPIRED, 'The code has expired: ask for a new one.')
    }
    if (!sameSecret(row.code_hash, sha256(`${email}:${input.code}`))) {
      statements.codeAttempt.run(input.projectId, email)
      const attemptsLeft = row.attempts_left - 1
      if (attemptsLeft <= 0) {
        statements.voidCode.run(input.projectId, email)
        throw new AuthError(
          429,
          AUTH_ERROR.TOO_MANY_ATTEMPTS,
          'Too many wrong codes: ask for a new one.',
        )
      }
      throw new AuthError(
        400,
        AUTH_ERROR.WRONG_CODE,
        `The code is wrong: ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`,
        { attemptsLeft },
      )
    }
    statements.useCode.run(input.projectId, email)
    const user = findOrCreateUser(input.projectId, 'email', email, { email })
    return login(user, input.projectId, input.hostOrigin)
  }

  async function oauthStart(request: IncomingMessage) {
    const input = await body(request, oauthStartRequestSchema, FIELDS)
    await checkProject(input.projectId, input.hostOrigin)
    if (providers()[input.provider] === undefined) {
      throw new AuthError(
        404,
        AUTH_ERROR.UNKNOWN_PROVIDER,
        `This service has no provider for ${input.provider}.`,
      )
    }
    statements.pruneAttempts.run(now() - 24 * 3_600_000)
    statements.pruneSessions.run(now() - 24 * 3_600_000)
    const attemptId = randomToken(18)
    const pollToken = randomToken()
    statements.putAttempt.run(
      attemptId,
      sha256(pollToken),
      input.projectId,
      input.hostOrigin,
      input.provider,
      randomToken(),
      randomToken(),
      randomToken(),
      now(),
    )
    return {
      attemptId,
      pollToken,
      url: `${options.origin}/v1/oauth/authorize?attempt=${encodeURIComponent(attemptId)}`,
    }
  }

  /** The popup's first page: binds the attempt to this browser and sends it to the provider. */
  async function oauthAuthorize(url: URL, response: ServerResponse): Promise<void> {
    const attempt = statements.attempt.get(url.searchParams.get('attempt') ?? '') as
      | AttemptRow
      | undefined
    if (
      attempt === undefined ||
      attempt.status !== 'created' ||
      now() - attempt.created_at > ATTEMPT_TTL_MS
    ) {
      sendPage(
        response,
        400,
        'This login link is not valid any more',
        'Close this window and start the login again.',
      )
      return
    }
    const config = providers()[attempt.provider]
    let target: string
    try {
      if (config === undefined) throw new Error(`no provider is configured for ${attempt.provider}`)
      target = await oauth.authorizeUrl(config, {
        redirectUri,
        state: attempt.state,
        nonce: attempt.nonce,
        codeVerifier: attempt.code_verifier,
      })
    } catch (error) {
      const message = `The ${config?.label ?? attempt.provider} login cannot start: ${(error as Error).message}`
      statements.setAttempt.run('failed', null, message, null, attempt.id, 'created')
      sendPage(response, 502, 'The login cannot start', message)
      return
    }
    // Opened once: a second visit of the link (or another browser) is refused above.
    const browserSecret = randomToken()
    statements.setAttempt.run(
      'redirected',
      null,
      null,
      sha256(browserSecret),
      attempt.id,
      'created',
    )
    response.writeHead(302, {
      location: target,
      'set-cookie': `${ATTEMPT_COOKIE}=${browserSecret}; Path=/v1/oauth/callback; HttpOnly; SameSite=Lax; Max-Age=600`,
      'cache-control': 'no-store',
    })
    response.end()
  }

  /** The provider's redirect: finishes the login server-side, then ends on the frame's origin. */
  async function oauthCallback(
    request: IncomingMessage,
    url: URL,
    response: ServerResponse,
  ): Promise<void> {
    const attempt = statements.attemptByState.get(url.searchParams.get('state') ?? '') as
      | AttemptRow
      | undefined
    if (attempt === undefined || attempt.status !== 'redirected') {
      sendPage(
        response,
        400,
        'This login is not valid any more',
        'Close this window and start the login again.',
      )
      return
    }
    const cookie = /(?:^|;\s*)airlock_oauth_attempt=([A-Za-z0-9_-]+)/.exec(
      request.headers.cookie ?? '',
    )?.[1]
    const fail = (message: string) =>
      statements.setAttempt.run('failed', null, message, null, attempt.id, 'redirected')
    const config = providers()[attempt.provider]
    const label = config?.label ?? attempt.provider
    if (
      cookie === undefined ||
      attempt.browser_hash === null ||
      !sameSecret(sha256(cookie), attempt.browser_hash)
    ) {
      fail('The login finished in another browser than the one that started it.')
    } else if (now() - attempt.created_at > ATTEMPT_TTL_MS) {
      fail('The login took longer than 10 minutes: start it again.')
    } else if (url.searchParams.has('error')) {
      const reason = url.searchParams.get('error_description') || url.searchParams.get('error')
      fail(`${label} did not log you in (${String(reason).slice(0, 200)}).`)
    } else if (config === undefined) {
      fail(`No provider is configured for ${attempt.provider} any more.`)
    } else {
      try {
        const identity = await oauth.finish(config, {
          code: url.searchParams.get('code') ?? '',
          redirectUri,
          nonce: attempt.nonce,
          codeVerifier: attempt.code_verifier,
          now: now(),
        })
        const user = findOrCreateUser(
          attempt.project_id,
          attempt.provider,
          identity.subject,
          identity,
        )
        statements.setAttempt.run('done', user.id, null, null, attempt.id, 'redirected')
      } catch (error) {
        fail(`The ${label} login failed: ${(error as Error).message}`)
      }
    }
    response.writeHead(302, {
      location: `${frameOrigin()}/login-done.html`,
      'set-cookie': `${ATTEMPT_COOKIE}=; Path=/v1/oauth/callback; HttpOnly; SameSite=Lax; Max-Age=0`,
      'cache-control': 'no-store',
    })
    response.end()
  }

  async function oauthPoll(request: IncomingMessage) {
    const input = await body(request, oauthPollRequestSchema, FIELDS)
    const attempt = statements.attempt.get(input.attemptId) as AttemptRow | undefined
    if (attempt === undefined || !sameSecret(sha256(input.pollToken), attempt.poll_token_hash)) {
      throw new AuthError(404, AUTH_ERROR.UNKNOWN_ATTEMPT, 'There is no such login attempt.')
    }
    switch (attempt.status) {
      case 'created':
      case 'redirected':
        if (now() - attempt.created_at > ATTEMPT_TTL_MS) {
          return {
            status: 'failed',
            message: 'The login took longer than 10 minutes: start it again.',
          } as const
        }
        return { status: 'pending' } as const
      case 'failed':
        return { status: 'failed', message: attempt.message ?? 'The login failed.' } as const
      case 'consumed':
        return { status: 'failed', message: 'This login was already handed out.' } as const
      case 'done': {
        // The session is made now, once: its token never sits in the database in clear.
        const changed = statements.setAttempt.run(
          'consumed',
          attempt.user_id,
          null,
          null,
          attempt.id,
          'done',
        )
        if (changed.changes === 0)
          return { status: 'failed', message: 'This login was already handed out.' } as const
        await checkProject(attempt.project_id, attempt.host_origin)
        const user = statements.userById.get(attempt.user_id) as UserRow
        return {
          status: 'done',
          login: login(user, attempt.project_id, attempt.host_origin),
        } as const
      }
    }
  }

  async function putWallet(request: IncomingMessage) {
    const session = await requireSession(request)
    const input = await body(request, walletPutRequestSchema, FIELDS)
    const result = statements.putWallet.run(
      session.user_id,
      input.authShare,
      input.eip155,
      input.solana,
      now(),
    )
    if (result.changes === 0) {
      throw new AuthError(
        409,
        AUTH_ERROR.WALLET_EXISTS,
        'This user already has a wallet; its auth share is never replaced.',
      )
    }
    return { wallet: { eip155: input.eip155, solana: input.solana } }
  }

  async function walletShare(request: IncomingMessage) {
    const session = await requireSession(request)
    const row = statements.wallet.get(session.user_id) as { auth_share: string } | undefined
    if (row === undefined)
      throw new AuthError(404, AUTH_ERROR.NO_WALLET, 'This user has no wallet yet.')
    return { authShare: row.auth_share }
  }

  async function exportGrant(request: IncomingMessage) {
    const session = await requireSession(request)
    const validUntil = session.logged_in_at + AUTH_LIMITS.exportLoginMaxAgeSeconds * 1000
    if (validUntil <= now()) {
      throw new AuthError(
        403,
        AUTH_ERROR.LOGIN_TOO_OLD,
        `Exporting the key needs a login less than ${AUTH_LIMITS.exportLoginMaxAgeSeconds / 60} minutes old: log in again.`,
      )
    }
    return { validUntil }
  }

  async function sessionInfo(request: IncomingMessage) {
    const session = await requireSession(request)
    const user = statements.userById.get(session.user_id) as UserRow
    return { user: userOf(user), wallet: walletOf(user.id), sessionExpiresAt: session.expires_at }
  }

  async function logout(request: IncomingMessage) {
    const session = await requireSession(request)
    statements.revoke.run(now(), session.token_hash)
    return { loggedOut: true } as const
  }

  const ROUTES: Record<
    string,
    Partial<Record<string, (request: IncomingMessage, ip: string) => Promise<unknown>>>
  > = {
    '/v1/email/start': { POST: emailStart },
    '/v1/email/verify': { POST: emailVerify },
    '/v1/oauth/start': { POST: oauthStart },
    '/v1/oauth/poll': { POST: oauthPoll },
    '/v1/wallet': { PUT: putWallet },
    '/v1/wallet/share': { GET: walletShare },
    '/v1/wallet/export-grant': { POST: exportGrant },
    '/v1/session': { GET: sessionInfo },
    '/v1/logout': { POST: logout },
  }

  function corsHeaders(request: IncomingMessage): Record<string, string> {
    const origin = request.headers.origin
    const headers: Record<string, string> = { vary: 'Origin' }
    if (origin !== undefined && origin === frameOrigin()) {
      headers['access-control-allow-origin'] = origin
      headers['access-control-allow-methods'] = 'GET, POST, PUT, OPTIONS'
      headers['access-control-allow-headers'] =
        `Content-Type, Authorization, ${AUTH_SESSION_HEADERS.projectId}, ${AUTH_SESSION_HEADERS.hostOrigin}`
      headers['access-control-max-age'] = '600'
    }
    return headers
  }

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', options.origin)
    const ip = request.socket.remoteAddress ?? 'unknown'
    try {
      if (request.method === 'GET' && url.pathname === '/v1/oauth/authorize') {
        await oauthAuthorize(url, response)
        return
      }
      if (request.method === 'GET' && url.pathname === '/v1/oauth/callback') {
        await oauthCallback(request, url, response)
        return
      }
      if (options.mailbox && request.method === 'GET' && url.pathname === '/mailbox') {
        sendHtml(response, 200, renderMailbox(options.mailbox.messages()))
        return
      }
      if (
        options.mailbox &&
        request.method === 'GET' &&
        url.pathname === '/mailbox/messages.json'
      ) {
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        response.end(JSON.stringify({ messages: options.mailbox.messages() }))
        return
      }
      const route = ROUTES[url.pathname]
      if (route === undefined)
        throw new AuthError(404, AUTH_ERROR.NOT_FOUND, `There is no ${url.pathname} here.`)
      const cors = corsHeaders(request)
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { ...cors, 'cache-control': 'no-store' })
        response.end()
        return
      }
      // A page of another origin is refused outright, not only left unreadable by CORS.
      if (request.headers.origin !== undefined && request.headers.origin !== frameOrigin()) {
        throw new AuthError(
          403,
          AUTH_ERROR.ORIGIN_NOT_ALLOWED,
          `Only the wallet frame (${frameOrigin()}) may call the auth service, not ${request.headers.origin}.`,
        )
      }
      const answer = route[request.method ?? '']
      if (answer === undefined) {
        throw new AuthError(
          405,
          AUTH_ERROR.METHOD_NOT_ALLOWED,
          `${url.pathname} does not answer ${request.method}.`,
        )
      }
      rateLimit(perIp, ip, 'requests from this network')
      const result = await answer(request, ip)
      response.writeHead(200, {
        ...cors,
        'content-type': 'application/json',
        'cache-control': 'no-store',
      })
      response.end(JSON.stringify(result))
    } catch (caught) {
      const error =
        caught instanceof AuthError
          ? caught
          : caught instanceof ApiError &&
              (caught.code === 'BODY_TOO_LARGE' || caught.code === 'INVALID_BODY')
            ? new AuthError(caught.status, caught.code, caught.message)
            : new AuthError(500, AUTH_ERROR.INTERNAL, 'The auth service failed; see its log.', {
                cause: caught,
              })
      if (error.status === 500) console.error('auth service:', caught)
      response.writeHead(error.status, {
        ...corsHeaders(request),
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...(error.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(error.retryAfterSeconds) }),
      })
      response.end(JSON.stringify(error.toJSON()))
    }
  }
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
  response.end(html)
}

/** A small page for the popup when the login cannot go on. */
function sendPage(response: ServerResponse, status: number, title: string, text: string): void {
  sendHtml(
    response,
    status,
    `<!doctype html><meta charset="utf-8"><title>${escapeHtml(title)}</title><body style="font-family:system-ui;margin:2rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body>`,
  )
}

// The embedded wallet's auth service (issue #19): the HTTP contract between the wallet frame and
// the auth service (the reference one is local-stack's `src/auth`). The frame checks every answer
// with these schemas and the service checks every request with them. Apart from projectApi.ts so
// that none of it reaches the modal's first paint.
import { z } from 'zod/mini'
import { AUTH_SOCIALS } from './authSocials.ts'

const text = (max: number) => z.string().check(z.maxLength(max))

/** The rules the service applies to email codes and exports, in the units the API uses. */
export const AUTH_LIMITS = {
  /** Digits in an email code. */
  codeLength: 6,
  /** How long an email code can be used. */
  codeTtlSeconds: 600,
  /** Wrong codes accepted before the code is void. */
  codeAttempts: 5,
  /** Between two emails to one address (spec: the email-login block). */
  emailCooldownSeconds: 30,
  /** `POST /v1/wallet/export-grant` answers 200 only this soon after the session's login. */
  exportLoginMaxAgeSeconds: 300,
} as const

export { AUTH_SOCIALS, type AuthSocial } from './authSocials.ts'

/**
 * The headers every `Authorization: Bearer` route needs beside the token: the session is bound to
 * the project and the host origin it logged in for, and answers for those only.
 */
export const AUTH_SESSION_HEADERS = {
  projectId: 'X-Airlock-Project-Id',
  hostOrigin: 'X-Airlock-Host-Origin',
} as const

/** The `error.code` values of the auth service, beside the HTTP status each goes with. */
export const AUTH_ERROR = {
  /** 400: the body is not JSON or not the object the route expects (the message says which field). */
  INVALID_BODY: 'INVALID_BODY',
  /** 400: the email address is not one a code can be sent to. */
  INVALID_EMAIL: 'INVALID_EMAIL',
  /** 400: the code does not match; `attemptsLeft` says how many tries remain. */
  WRONG_CODE: 'WRONG_CODE',
  /** 401: no `Authorization: Bearer` token, or one that is unknown, expired or logged out. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** 403: the session was made for another project or host origin. */
  SESSION_MISMATCH: 'SESSION_MISMATCH',
  /** 403: the host origin is not on the project's `allowedOrigins`, or a request from a page other than the wallet frame. */
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
  /** 403: the export grant needs a login less than 5 minutes old: log in again. */
  LOGIN_TOO_OLD: 'LOGIN_TOO_OLD',
  /** 404: no project with that id. */
  UNKNOWN_PROJECT: 'UNKNOWN_PROJECT',
  /** 404: the social is not one this service has a provider for. */
  UNKNOWN_PROVIDER: 'UNKNOWN_PROVIDER',
  /** 404: no such login attempt, or the wrong poll token. */
  UNKNOWN_ATTEMPT: 'UNKNOWN_ATTEMPT',
  /** 404: the user has no wallet yet (`GET /v1/wallet/share`). */
  NO_WALLET: 'NO_WALLET',
  /** 404: no such path. */
  NOT_FOUND: 'NOT_FOUND',
  /** 405: the path does not answer that method. */
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  /** 409: the user already has a wallet; its auth share is never replaced. */
  WALLET_EXISTS: 'WALLET_EXISTS',
  /** 410: the code expired, or none was sent to that address: ask for a new one. */
  CODE_EXPIRED: 'CODE_EXPIRED',
  /** 413: the body is larger than the route accepts. */
  BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  /**
   * 429: an email was sent to the address less than 30 s ago and its code still stands (a client
   * can go on to the code step); `retryAfterSeconds` says when a new one can be sent. With that
   * code already used or void, the same wait is `RATE_LIMITED`.
   */
  EMAIL_COOLDOWN: 'EMAIL_COOLDOWN',
  /** 429: 5 wrong codes: the code is void, ask for a new one. */
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  /** 429: too many requests from this IP or for this address; `retryAfterSeconds` says when. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** 502: the email could not be sent, or the OpenID provider could not be reached. */
  UPSTREAM_FAILED: 'UPSTREAM_FAILED',
  /** 500: a bug in the service. */
  INTERNAL: 'INTERNAL',
} as const

/** One of the {@link AUTH_ERROR} values. */
export type AuthErrorCode = (typeof AUTH_ERROR)[keyof typeof AUTH_ERROR]

/** Every error answer: the HTTP status and this body. */
export const authErrorSchema = z.object({
  error: z.object({
    code: z.enum(Object.values(AUTH_ERROR) as [AuthErrorCode, ...AuthErrorCode[]]),
    message: text(1000),
    retryAfterSeconds: z.optional(z.number().check(z.int(), z.gte(0))),
    attemptsLeft: z.optional(z.number().check(z.int(), z.gte(0))),
  }),
})

/** An error answer, as checked by {@link authErrorSchema}. */
export type AuthErrorBody = z.infer<typeof authErrorSchema>

const projectId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))
/** An origin as `URL.origin` writes it: scheme, host, port if not the default; no path. */
const origin = z.string().check(z.maxLength(2048), z.regex(/^https?:\/\/[^/?#\s]+$/))
const email = z.string().check(z.maxLength(254))
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const solanaAddress = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))
const base64 = z.string().check(z.maxLength(4096), z.regex(/^[A-Za-z0-9+/]+={0,2}$/))
const token = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/))

const bound = { projectId, hostOrigin: origin }

/** `POST /v1/email/start`: mail a code to `email`. */
export const emailStartRequestSchema = z.object({ ...bound, email })
/** The body of `POST /v1/email/start`. */
export type EmailStartRequest = z.infer<typeof emailStartRequestSchema>

/** 200 of `POST /v1/email/start`: the code is sent; a new one can be asked after `resendAfterSeconds`. */
export const emailStartResponseSchema = z.object({
  expiresInSeconds: z.number().check(z.int(), z.gte(0)),
  resendAfterSeconds: z.number().check(z.int(), z.gte(0)),
})
/** The answer of `POST /v1/email/start`. */
export type EmailStartResponse = z.infer<typeof emailStartResponseSchema>

/** `POST /v1/email/verify`: log in with the code mailed to `email`. */
export const emailVerifyRequestSchema = z.object({
  ...bound,
  email,
  code: z.string().check(z.regex(/^\d{6}$/)),
})
/** The body of `POST /v1/email/verify`. */
export type EmailVerifyRequest = z.infer<typeof emailVerifyRequestSchema>

const walletSchema = z.object({ eip155: evmAddress, solana: solanaAddress })

/** The public addresses of a user's wallet (the keys never reach the service). */
export type AuthWallet = z.infer<typeof walletSchema>

const userSchema = z.object({
  id: text(128),
  provider: z.enum(['email', ...AUTH_SOCIALS]),
  email: z.optional(text(254)),
  name: z.optional(text(256)),
})

/** Who is logged in: `provider` is how (`email` or a social). */
export type AuthUser = z.infer<typeof userSchema>

/**
 * A login (200 of `POST /v1/email/verify`, the `done` poll of a social login): the session token
 * (sent as `Authorization: Bearer`), when it expires (ms since the epoch), the user and their
 * wallet (`null` before its first setup).
 */
export const loginSchema = z.object({
  sessionToken: token,
  sessionExpiresAt: z.number().check(z.int()),
  user: userSchema,
  wallet: z.nullable(walletSchema),
})
/** A login, as checked by {@link loginSchema}. */
export type Login = z.infer<typeof loginSchema>

/** `POST /v1/oauth/start`: begin a social login. */
export const oauthStartRequestSchema = z.object({ ...bound, provider: z.enum(AUTH_SOCIALS) })
/** The body of `POST /v1/oauth/start`. */
export type OauthStartRequest = z.infer<typeof oauthStartRequestSchema>

/**
 * 200 of `POST /v1/oauth/start`: `url` is opened in a popup (it leads to the provider and back to
 * the wallet origin's `/login-done.html`); `attemptId` + `pollToken` ask `POST /v1/oauth/poll`.
 */
export const oauthStartResponseSchema = z.object({
  attemptId: token,
  pollToken: token,
  url: z.url(),
})
/** The answer of `POST /v1/oauth/start`. */
export type OauthStartResponse = z.infer<typeof oauthStartResponseSchema>

/** `POST /v1/oauth/poll`: how the social login of `attemptId` went. */
export const oauthPollRequestSchema = z.object({ attemptId: token, pollToken: token })
/** The body of `POST /v1/oauth/poll`. */
export type OauthPollRequest = z.infer<typeof oauthPollRequestSchema>

/** 200 of `POST /v1/oauth/poll`. A `done` login is handed out once; later polls say `failed`. */
export const oauthPollResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('done'), login: loginSchema }),
  z.object({ status: z.literal('failed'), message: text(1000) }),
])
/** The answer of `POST /v1/oauth/poll`. */
export type OauthPollResponse = z.infer<typeof oauthPollResponseSchema>

/** `PUT /v1/wallet` (Bearer): keep the auth share and the public addresses, once per user. */
export const walletPutRequestSchema = z.object({ authShare: base64, ...walletSchema.shape })
/** The body of `PUT /v1/wallet`. */
export type WalletPutRequest = z.infer<typeof walletPutRequestSchema>

/** 200 of `PUT /v1/wallet`: what is now kept. */
export const walletPutResponseSchema = z.object({ wallet: walletSchema })

/** 200 of `GET /v1/wallet/share` (Bearer). */
export const walletShareResponseSchema = z.object({ authShare: base64 })

/** 200 of `POST /v1/wallet/export-grant` (Bearer): the login is fresh until `validUntil` (ms). */
export const exportGrantResponseSchema = z.object({ validUntil: z.number().check(z.int()) })

/** 200 of `GET /v1/session` (Bearer). */
export const sessionResponseSchema = z.object({
  user: userSchema,
  wallet: z.nullable(walletSchema),
  sessionExpiresAt: z.number().check(z.int()),
})
/** The answer of `GET /v1/session`. */
export type SessionResponse = z.infer<typeof sessionResponseSchema>

/** 200 of `POST /v1/logout` (Bearer): the session is revoked. */
export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) })

import nodemailer from 'nodemailer'
import { startHttpServer } from '../serve/startHttpServer.ts'
import { type AuthRateLimits, createAuthHandler } from './createAuthHandler.ts'
import { openAuthDatabase } from './openAuthDatabase.ts'
import type { AuthProviders } from './readAuthProviders.ts'
import type { Mailbox } from './renderMailbox.ts'

/** Options of {@link startAuthService}. */
export type StartAuthServiceOptions = {
  /** Port on `host`; `0` picks a free one. */
  port: number
  /** Interface to bind, also used in the URL. @default '127.0.0.1' */
  host?: string | undefined
  /**
   * The origin clients reach the service at, when it is not `http://<host>:<port>` (behind a
   * TLS proxy, say): the popup URL and the providers' redirect URI
   * (`<publicOrigin>/v1/oauth/callback`) are on it.
   */
  publicOrigin?: string | undefined
  /** The database file (created with its folder if missing); `':memory:'` keeps nothing. */
  databasePath: string
  /** The wallet frame's origin, or a function giving it (CORS, and where the popup ends). */
  frameOrigin: string | (() => string)
  /** The `allowedOrigins` of a project, `undefined` when there is no such project. */
  allowedOrigins: (projectId: string) => Promise<readonly string[] | undefined>
  /** Where code emails are sent, e.g. `smtp://127.0.0.1:2525` or `smtps://user:pass@smtp.example`. */
  smtpUrl: string
  /** The From of code emails. @default 'Airlock login <login@airlock.localhost>' */
  mailFrom?: string | undefined
  /** The socials' providers, or a function giving them (read at each login). */
  providers: AuthProviders | (() => AuthProviders)
  /** With one, `GET /mailbox` shows its mails (the local stack's SMTP server). */
  mailbox?: Mailbox | undefined
  rateLimits?: Partial<AuthRateLimits> | undefined
  /**
   * How long an emailed code can be used, in seconds: from the spec's 30 s between two emails
   * (an expired code can always be replaced at once) to a day.
   * @default 600 (10 minutes)
   */
  codeTtlSeconds?: number | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
  /** The variable that sets the port, named when it is taken. */
  envVar?: string | undefined
}

/** A running auth service. */
export type RunningAuthService = {
  /** Its origin, without a trailing slash: a project's `embeddedWallet.authUrl`. */
  url: string
  port: number
  /** Closes the server and its connections, then the database; safe to call twice. */
  close(): Promise<void>
}

/**
 * Serves the embedded wallet's auth service over HTTP (see `createAuthHandler` and
 * `@airlock/shared-protocol/authApi`), sending code emails through `smtpUrl` with nodemailer.
 *
 * @throws AirlockError `INTERNAL` naming the port (and `envVar`) when it is taken.
 */
export async function startAuthService(
  options: StartAuthServiceOptions,
): Promise<RunningAuthService> {
  const host = options.host ?? '127.0.0.1'
  const from = options.mailFrom ?? 'Airlock login <login@airlock.localhost>'
  // Nodemailer connects only to send; onClose closes it however the start ends.
  const mailer = nodemailer.createTransport(options.smtpUrl)
  const database = openAuthDatabase(options.databasePath)
  const originAt = (port: number) =>
    options.publicOrigin?.replace(/\/$/, '') ?? `http://${host}:${port}`
  const { port, close } = await startHttpServer({
    name: 'auth service',
    host,
    port: options.port,
    envVar: options.envVar,
    handler: (port) =>
      createAuthHandler({
        database,
        origin: originAt(port),
        frameOrigin: options.frameOrigin,
        allowedOrigins: options.allowedOrigins,
        providers: options.providers,
        mailbox: options.mailbox,
        rateLimits: options.rateLimits,
        codeTtlSeconds: options.codeTtlSeconds,
        now: options.now,
        sendMail: async (mail) => {
          await mailer.sendMail({ from, ...mail })
        },
      }),
    onClose: () => {
      mailer.close()
      database.close()
    },
  })
  return { url: originAt(port), port, close }
}

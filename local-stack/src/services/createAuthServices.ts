import { fileURLToPath } from 'node:url'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { AuthProviders } from '../auth/readAuthProviders.ts'
import { type RunningAuthService, startAuthService } from '../auth/startAuthService.ts'
import { type RunningMailServer, startMailServer } from '../auth/startMailServer.ts'
import { startOidcProvider } from '../auth/startOidcProvider.ts'
import { readProjectAllowlist } from './readProjectAllowlist.ts'
import type { Service } from './Service.ts'

/** Options of {@link createAuthServices}. Ports `0` pick free ones (tests). */
export type AuthServicesOptions = {
  /** The SMTP server that keeps the code emails, on 127.0.0.1. */
  smtpPort: number
  /** The auth service, on 127.0.0.1. */
  authPort: number
  /** The demo OpenID provider, on 127.0.0.1. */
  oidcPort: number
  /** The auth service's database file; `':memory:'` keeps nothing. */
  databasePath: string
  /**
   * The folder of the project files the modal serves: a login is accepted for a project of it,
   * from a host origin on its `allowedOrigins` (the running demo host added for `demo`).
   * @default '<repo>/modal-app/public/projects'
   */
  projectsDir?: string | undefined
  /** Providers used instead of the demo provider, for the socials they name. */
  providers?: AuthProviders | undefined
  /** Send the code emails there instead of the local SMTP server (which still runs). */
  smtpUrl?: string | undefined
  /** How long an emailed code lasts, in seconds (30 to 86400). @default 600 */
  codeTtlSeconds?: number | undefined
  /** The auth service's clock: a test moves it on to expire a code without waiting. */
  now?: (() => number) | undefined
}

const DEMO_PROJECTS_DIR = fileURLToPath(
  new URL('../../../modal-app/public/projects', import.meta.url),
)
/** Where the wallet frame answers in `npm start` when no service reported it. */
const DEFAULT_WALLET_FRAME_ORIGIN = 'http://localhost:4350'

/**
 * The embedded wallet's back end for the local stack (issue #19), as three services to start in
 * this order, after the wallet frame's (whose `walletFrameUrl` the auth service answers CORS for
 * and ends social logins on): the SMTP server that keeps mails, the auth service (reported as the
 * stack's `authUrl`, which the served demo project names; its mailbox page at `/mailbox`), and the
 * demo OpenID provider that every social of the demo maps to.
 */
export function createAuthServices(options: AuthServicesOptions): Service[] {
  let mail: RunningMailServer | undefined
  let auth: RunningAuthService | undefined
  let demoProviders: AuthProviders = {}
  const projectsDir = options.projectsDir ?? DEMO_PROJECTS_DIR
  return [
    {
      name: 'SMTP server',
      async start() {
        mail = await startMailServer({ port: options.smtpPort, envVar: 'AIRLOCK_SMTP_PORT' })
        return {
          url: mail.url,
          stop: mail.close,
          note: options.smtpUrl
            ? 'not used: codes go to AIRLOCK_AUTH_SMTP_URL'
            : 'keeps the code emails',
        }
      },
    },
    {
      name: 'Auth service',
      async start(context) {
        if (mail === undefined) throw startOrder('the auth service', 'SMTP server')
        const frameUrl = context?.endpoints.walletFrameUrl
        const frameOrigin = frameUrl ? new URL(frameUrl).origin : DEFAULT_WALLET_FRAME_ORIGIN
        auth = await startAuthService({
          port: options.authPort,
          envVar: 'AIRLOCK_AUTH_PORT',
          databasePath: options.databasePath,
          frameOrigin,
          allowedOrigins: (projectId) =>
            readProjectAllowlist(projectId, {
              projectsDir,
              addOrigin: projectId === 'demo' ? context?.hostOrigin?.() : undefined,
            }),
          smtpUrl: options.smtpUrl ?? mail.url,
          mailbox: mail,
          codeTtlSeconds: options.codeTtlSeconds,
          now: options.now,
          // Read at each login: the demo provider starts after this service.
          providers: () => ({ ...demoProviders, ...options.providers }),
        })
        return {
          url: auth.url,
          stop: auth.close,
          note: `mailbox ${auth.url}/mailbox`,
          endpoints: { authUrl: auth.url },
        }
      },
    },
    {
      name: 'OpenID provider',
      async start() {
        if (auth === undefined) throw startOrder('the OpenID provider', 'auth service')
        const oidc = await startOidcProvider({
          port: options.oidcPort,
          envVar: 'AIRLOCK_OIDC_PORT',
          redirectUri: `${auth.url}/v1/oauth/callback`,
        })
        demoProviders = oidc.providers
        return { url: oidc.issuer, stop: oidc.close, note: 'demo users for every social login' }
      },
    },
  ]
}

function startOrder(what: string, before: string): AirlockError {
  return new AirlockError(
    ErrorCode.INTERNAL,
    `The services of createAuthServices start in order: ${what} needs the ${before} running first.`,
  )
}

import { generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { AUTH_SOCIALS, type AuthSocial } from '@airlock/shared-protocol/authApi'
import Provider from 'oidc-provider'
import { escapeHtml, readBodyText } from '../api/http.ts'
import { listenOnPort } from '../serve/listenOnPort.ts'
import { randomToken } from './oauthClient.ts'
import type { AuthProviders } from './readAuthProviders.ts'

/** The people of the demo provider: a click on one signs in as them. */
const DEMO_OIDC_USERS = [
  { id: 'alice', name: 'Alice Demo', email: 'alice@demo.airlock.localhost' },
  { id: 'bob', name: 'Bob Demo', email: 'bob@demo.airlock.localhost' },
  { id: 'carol', name: 'Carol Demo', email: 'carol@demo.airlock.localhost' },
] as const

const SOCIAL_NAMES: Record<AuthSocial, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
}

/** Options of {@link startOidcProvider}. */
export type StartOidcProviderOptions = {
  /** Port on `host`; `0` picks a free one. */
  port: number
  /** @default '127.0.0.1' */
  host?: string | undefined
  /**
   * Where each social's client may return (the auth service's `/v1/oauth/callback`), or a
   * function giving it: the demo provider has one client per social, `airlock-demo-<social>`.
   */
  redirectUri: string
  /** The variable that sets the port, named when it is taken. */
  envVar?: string | undefined
}

/** A running demo OpenID provider. */
export type RunningOidcProvider = {
  /** The issuer, e.g. `http://127.0.0.1:4370`. */
  issuer: string
  port: number
  /**
   * The auth service's providers config that maps every social to this provider (each labelled
   * 'Demo provider (Google)' and so on), with its client ids and secrets.
   */
  providers: AuthProviders
  /** Stops listening; safe to call twice. */
  close(): Promise<void>
}

/**
 * A real OpenID Connect provider (`oidc-provider`) for the local stack: authorization code with
 * PKCE, one confidential client per social, and a sign-in page listing {@link DEMO_OIDC_USERS}
 * (a click signs in; there are no passwords). Consent is implied: the clients are the demo's own.
 *
 * @throws AirlockError `INTERNAL` naming the port (and `envVar`) when it is taken.
 */
export async function startOidcProvider(
  options: StartOidcProviderOptions,
): Promise<RunningOidcProvider> {
  const host = options.host ?? '127.0.0.1'
  const server = createServer()
  server.keepAliveTimeout = 5_000
  const port = await listenOnPort(server, {
    name: 'OpenID provider',
    host,
    port: options.port,
    envVar: options.envVar,
  })
  const issuer = `http://${host}:${port}`
  const secrets = Object.fromEntries(
    AUTH_SOCIALS.map((social) => [social, randomToken()]),
  ) as Record<AuthSocial, string>
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const provider = new Provider(issuer, {
    clients: AUTH_SOCIALS.map((social) => ({
      client_id: `airlock-demo-${social}`,
      client_secret: secrets[social],
      client_name: SOCIAL_NAMES[social],
      redirect_uris: [options.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'demo', use: 'sig', alg: 'RS256' }],
    },
    cookies: { keys: [randomToken()] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the email and name too, as Google's does.
    conformIdTokenClaims: false,
    // Short lives: the demo's logins finish within minutes, the auth service keeps its own session.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    pkce: { methods: ['S256'], required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const user = DEMO_OIDC_USERS.find((candidate) => candidate.id === id)
      if (user === undefined) return undefined
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          email: user.email,
          email_verified: true,
          name: user.name,
        }),
      }
    },
    // The clients are the demo's own: what they ask is granted without a consent page.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '')
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  const callback = provider.callback()

  async function interaction(request: IncomingMessage, response: ServerResponse, path: string[]) {
    const details = await provider.interactionDetails(request, response)
    const clientId = String(details.params.client_id ?? '')
    const social = AUTH_SOCIALS.find((candidate) => `airlock-demo-${candidate}` === clientId)
    if (request.method === 'GET' && path.length === 1) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
      response.end(renderSignInPage(details.uid, social))
      return
    }
    if (request.method === 'POST' && path[1] === 'login') {
      const form = new URLSearchParams(await readBodyText(request, 4096))
      const user = DEMO_OIDC_USERS.find((candidate) => candidate.id === form.get('account'))
      const result = user
        ? { login: { accountId: user.id } }
        : { error: 'access_denied', error_description: 'The visitor cancelled the sign-in.' }
      await provider.interactionFinished(request, response, result, {
        mergeWithLastSubmission: false,
      })
      return
    }
    response.writeHead(404).end()
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', issuer).pathname.split('/').filter(Boolean)
    if (path[0] !== 'interaction') {
      callback(request, response)
      return
    }
    interaction(request, response, path.slice(1)).catch((error: Error) => {
      if (response.headersSent) return
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(
        `This sign-in is not valid any more (${error.message}). Close the window and start again.`,
      )
    })
  })

  let closing: Promise<void> | undefined
  return {
    issuer,
    port,
    providers: Object.fromEntries(
      AUTH_SOCIALS.map((social) => [
        social,
        {
          label: `Demo provider (${SOCIAL_NAMES[social]})`,
          issuer,
          clientId: `airlock-demo-${social}`,
          clientSecret: secrets[social],
        },
      ]),
    ),
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      return closing
    },
  }
}

function renderSignInPage(uid: string, social: AuthSocial | undefined): string {
  const standIn = social === undefined ? '' : ` standing in for ${SOCIAL_NAMES[social]}`
  const action = `/interaction/${encodeURIComponent(uid)}/login`
  const users = DEMO_OIDC_USERS.map(
    (user) =>
      `<li><button name="account" value="${escapeHtml(user.id)}">${escapeHtml(user.name)}<small>${escapeHtml(user.email)}</small></button></li>`,
  ).join('\n')
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Demo provider</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 26rem; padding: 0 1rem; color: #1b1b1f; }
  ul { list-style: none; padding: 0; display: grid; gap: .5rem; }
  button { width: 100%; padding: .75rem 1rem; border-radius: 12px; border: 1px solid #d8d8de; background: #fff; font: inherit; text-align: left; cursor: pointer; }
  button:hover { background: #f3f3f6; }
  small { display: block; color: #6b6b76; }
  .cancel { border: none; background: none; color: #6b6b76; text-align: center; }
</style>
<h1>Demo provider</h1>
<p>The local OpenID provider of the Airlock demo${escapeHtml(standIn)}. Pick a demo user to sign in (no password; nothing leaves this machine).</p>
<form method="post" action="${escapeHtml(action)}">
<ul>
${users}
</ul>
<button class="cancel" name="account" value="">Cancel</button>
</form>
</html>
`
}

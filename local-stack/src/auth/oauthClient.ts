import { createHash, randomBytes } from 'node:crypto'
import type { AuthProviderConfig } from './readAuthProviders.ts'

/** A provider's endpoints, from its config or its discovery document. */
type ProviderEndpoints = {
  issuer: string | undefined
  authorizationEndpoint: string
  tokenEndpoint: string
  userinfoEndpoint: string | undefined
}

/** Who logged in at the provider. */
type ProviderIdentity = { subject: string; email?: string; name?: string }

/** A random URL-safe secret of `bytes` bytes (state, nonce, PKCE verifier, tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** The PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/**
 * The OAuth 2 / OpenID Connect client of the auth service: authorization code with PKCE (S256),
 * a confidential client (client secret in HTTP Basic), discovery cached per issuer.
 */
export function createOauthClient(fetchImpl: typeof fetch = fetch) {
  const discovered = new Map<string, Promise<ProviderEndpoints>>()

  async function discover(issuer: string): Promise<ProviderEndpoints> {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) throw new Error(`${url} answered ${response.status}.`)
    const document = (await response.json()) as Record<string, unknown>
    // OpenID Discovery §4.3: the document must name the issuer it was fetched for.
    if (document.issuer !== issuer) {
      throw new Error(`${url} names the issuer ${String(document.issuer)}, not ${issuer}.`)
    }
    const authorizationEndpoint = document.authorization_endpoint
    const tokenEndpoint = document.token_endpoint
    if (typeof authorizationEndpoint !== 'string' || typeof tokenEndpoint !== 'string') {
      throw new Error(`${url} has no authorization_endpoint or token_endpoint.`)
    }
    const userinfo = document.userinfo_endpoint
    return {
      issuer,
      authorizationEndpoint,
      tokenEndpoint,
      userinfoEndpoint: typeof userinfo === 'string' ? userinfo : undefined,
    }
  }

  async function endpointsOf(config: AuthProviderConfig): Promise<ProviderEndpoints> {
    if (config.issuer === undefined) {
      return {
        issuer: undefined,
        authorizationEndpoint: config.authorizationEndpoint as string,
        tokenEndpoint: config.tokenEndpoint as string,
        userinfoEndpoint: config.userinfoEndpoint,
      }
    }
    let found = discovered.get(config.issuer)
    if (found === undefined) {
      found = discover(config.issuer)
      discovered.set(config.issuer, found)
      // A failed discovery is tried again next time (the provider may have been down).
      found.catch(() => discovered.delete(config.issuer as string))
    }
    const endpoints = await found
    return config.userinfoEndpoint
      ? { ...endpoints, userinfoEndpoint: config.userinfoEndpoint }
      : endpoints
  }

  return {
    /** The provider URL the popup is sent to. */
    async authorizeUrl(
      config: AuthProviderConfig,
      request: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
    ): Promise<string> {
      const { authorizationEndpoint } = await endpointsOf(config)
      const url = new URL(authorizationEndpoint)
      url.searchParams.set('response_type', 'code')
      url.searchParams.set('client_id', config.clientId)
      url.searchParams.set('redirect_uri', request.redirectUri)
      url.searchParams.set('scope', config.scope ?? 'openid email profile')
      url.searchParams.set('state', request.state)
      url.searchParams.set('nonce', request.nonce)
      url.searchParams.set('code_challenge', pkceChallenge(request.codeVerifier))
      url.searchParams.set('code_challenge_method', 'S256')
      return url.href
    },

    /**
     * Exchanges the code at the token endpoint and reads who logged in: from the ID token (taken
     * straight from the token endpoint, so TLS stands for its signature, OpenID Core §3.1.3.7;
     * issuer, audience, nonce and expiry are checked) or else from the userinfo endpoint.
     */
    async finish(
      config: AuthProviderConfig,
      request: {
        code: string
        redirectUri: string
        nonce: string
        codeVerifier: string
        now: number
      },
    ): Promise<ProviderIdentity> {
      const endpoints = await endpointsOf(config)
      const basic = Buffer.from(
        `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
      ).toString('base64')
      const response = await fetchImpl(endpoints.tokenEndpoint, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: request.code,
          redirect_uri: request.redirectUri,
          code_verifier: request.codeVerifier,
        }),
        signal: AbortSignal.timeout(10_000),
      })
      const tokens = (await response.json().catch(() => ({}))) as Record<string, unknown>
      if (!response.ok) {
        throw new Error(
          `The token endpoint answered ${response.status}${typeof tokens.error === 'string' ? ` (${tokens.error})` : ''}.`,
        )
      }
      if (typeof tokens.id_token === 'string') {
        return identityFromIdToken(tokens.id_token, config, endpoints, request)
      }
      if (typeof tokens.access_token !== 'string' || endpoints.userinfoEndpoint === undefined) {
        throw new Error('The provider sent neither an ID token nor an access token for userinfo.')
      }
      const userinfo = await fetchImpl(endpoints.userinfoEndpoint, {
        headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      })
      if (!userinfo.ok) throw new Error(`The userinfo endpoint answered ${userinfo.status}.`)
      const claims = (await userinfo.json()) as Record<string, unknown>
      return identityFromClaims(claims, config.subjectField ?? 'sub')
    },
  }
}

/** The OAuth client's interface (see {@link createOauthClient}). */
export type OauthClient = ReturnType<typeof createOauthClient>

function identityFromIdToken(
  idToken: string,
  config: AuthProviderConfig,
  endpoints: ProviderEndpoints,
  request: { nonce: string; now: number },
): ProviderIdentity {
  const payload = idToken.split('.')[1]
  let claims: Record<string, unknown>
  try {
    claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'))
  } catch {
    throw new Error('The ID token is not a JWT.')
  }
  if (endpoints.issuer !== undefined && claims.iss !== endpoints.issuer) {
    throw new Error(`The ID token was issued by ${String(claims.iss)}, not ${endpoints.issuer}.`)
  }
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!audience.includes(config.clientId)) throw new Error('The ID token is for another client.')
  if (claims.nonce !== request.nonce) throw new Error('The ID token has the wrong nonce.')
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < request.now) {
    throw new Error('The ID token has expired.')
  }
  return identityFromClaims(claims, 'sub')
}

function identityFromClaims(
  claims: Record<string, unknown>,
  subjectField: string,
): ProviderIdentity {
  const subject = claims[subjectField]
  if ((typeof subject !== 'string' && typeof subject !== 'number') || String(subject) === '') {
    throw new Error(`The provider's answer has no '${subjectField}'.`)
  }
  const identity: ProviderIdentity = { subject: String(subject) }
  // An address the provider says it has not verified is not shown as the user's.
  if (typeof claims.email === 'string' && claims.email_verified !== false) {
    identity.email = claims.email.slice(0, 254)
  }
  if (typeof claims.name === 'string') identity.name = claims.name.slice(0, 256)
  return identity
}

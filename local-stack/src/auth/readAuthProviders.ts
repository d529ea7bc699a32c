import { readFileSync } from 'node:fs'
import { AUTH_SOCIALS, type AuthSocial } from '@airlock/shared-protocol/authApi'

/**
 * How the auth service logs in through one social: an OpenID Connect `issuer` (its endpoints are
 * discovered) or the three OAuth 2 endpoints, and the client the operator registered there.
 */
export type AuthProviderConfig = {
  /** Shown on the provider's pages and in errors, e.g. 'Google' or 'Demo provider'. */
  label: string
  /** The OpenID issuer, e.g. `https://accounts.google.com`; its discovery document gives the endpoints. */
  issuer?: string | undefined
  /** Without `issuer`: where the popup is sent. */
  authorizationEndpoint?: string | undefined
  /** Without `issuer`: where the code is exchanged. */
  tokenEndpoint?: string | undefined
  /** Without `issuer` (or when no ID token comes back): who logged in. */
  userinfoEndpoint?: string | undefined
  clientId: string
  clientSecret: string
  /** @default 'openid email profile' */
  scope?: string | undefined
  /** The userinfo field that identifies the user. @default 'sub' ('id' for GitHub-style APIs) */
  subjectField?: string | undefined
}

/** The configured socials; a social without an entry is answered `UNKNOWN_PROVIDER`. */
export type AuthProviders = Partial<Record<AuthSocial, AuthProviderConfig>>

const STRING_FIELDS = [
  'label',
  'issuer',
  'authorizationEndpoint',
  'tokenEndpoint',
  'userinfoEndpoint',
  'clientId',
  'clientSecret',
  'scope',
  'subjectField',
] as const

/**
 * Checks a providers config (parsed JSON): an object by social id, each with a label, a client id
 * and secret, and either an http(s) `issuer` or an `authorizationEndpoint` plus `tokenEndpoint`.
 *
 * @throws Error naming the social and the field that is wrong.
 */
function parseAuthProviders(value: unknown): AuthProviders {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('The providers config must be a JSON object keyed by social id (google, x, …).')
  }
  const providers: AuthProviders = {}
  for (const [social, entry] of Object.entries(value)) {
    if (!(AUTH_SOCIALS as readonly string[]).includes(social)) {
      throw new Error(
        `'${social}' is not a social the service logs in with (${AUTH_SOCIALS.join(', ')}).`,
      )
    }
    if (typeof entry !== 'object' || entry === null) {
      throw new Error(`The provider '${social}' must be an object.`)
    }
    const config: Record<string, string> = {}
    for (const field of STRING_FIELDS) {
      const fieldValue = (entry as Record<string, unknown>)[field]
      if (fieldValue === undefined) continue
      if (typeof fieldValue !== 'string' || fieldValue.trim() === '') {
        throw new Error(`The provider '${social}' has a ${field} that is not a non-empty string.`)
      }
      config[field] = fieldValue
    }
    for (const field of ['label', 'clientId', 'clientSecret'] as const) {
      if (config[field] === undefined) throw new Error(`The provider '${social}' has no ${field}.`)
    }
    if (config.issuer === undefined && (!config.authorizationEndpoint || !config.tokenEndpoint)) {
      throw new Error(
        `The provider '${social}' needs an issuer, or an authorizationEndpoint and a tokenEndpoint.`,
      )
    }
    for (const field of [
      'issuer',
      'authorizationEndpoint',
      'tokenEndpoint',
      'userinfoEndpoint',
    ] as const) {
      const url = config[field]
      if (url !== undefined && !/^https?:\/\//.test(url)) {
        throw new Error(
          `The provider '${social}' has a ${field} that is not an http(s) URL: ${url}`,
        )
      }
    }
    providers[social as AuthSocial] = config as AuthProviderConfig
  }
  return providers
}

/**
 * Reads a providers config from a JSON file (see {@link parseAuthProviders}).
 *
 * @throws Error naming the file when it cannot be read or is not a valid config.
 */
export function readAuthProvidersFile(path: string): AuthProviders {
  try {
    return parseAuthProviders(JSON.parse(readFileSync(path, 'utf8')))
  } catch (error) {
    throw new Error(`The auth providers file ${path} cannot be used: ${(error as Error).message}`, {
      cause: error,
    })
  }
}

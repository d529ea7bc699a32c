import { authErrorSchema } from '@airlock/shared-protocol/authApi'
import type { AuthRateLimits } from '../createAuthHandler.ts'
import type { AuthProviders } from '../readAuthProviders.ts'
import { type RunningAuthService, startAuthService } from '../startAuthService.ts'
import { type RunningMailServer, startMailServer } from '../startMailServer.ts'
import { type RunningOidcProvider, startOidcProvider } from '../startOidcProvider.ts'

export const TEST_FRAME_ORIGIN = 'http://localhost:4999'
export const TEST_HOST_ORIGIN = 'https://dapp.example'
export const TEST_PROJECT = 'demo'

/** The auth service of a test on port 0, with a real SMTP server and a real OpenID provider. */
export type TestAuth = {
  auth: RunningAuthService
  mail: RunningMailServer
  oidc: RunningOidcProvider
  /** The test's clock (ms); move it to expire codes and logins. */
  clock: { now: number }
  /** A JSON request to the service, answered with its status, headers and parsed body. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: tests assert the answers field by field
  ): Promise<{ status: number; headers: Headers; body: any }>
  stop(): Promise<void>
}

export async function startTestAuth(
  options: { rateLimits?: Partial<AuthRateLimits>; codeTtlSeconds?: number } = {},
): Promise<TestAuth> {
  const clock = { now: Date.now() }
  const mail = await startMailServer({ port: 0 })
  let providers: AuthProviders = {}
  const auth = await startAuthService({
    port: 0,
    databasePath: ':memory:',
    frameOrigin: TEST_FRAME_ORIGIN,
    allowedOrigins: async (projectId) =>
      projectId === TEST_PROJECT
        ? [TEST_HOST_ORIGIN, 'https://other.example']
        : projectId === 'other'
          ? [TEST_HOST_ORIGIN]
          : undefined,
    smtpUrl: mail.url,
    providers: () => providers,
    mailbox: mail,
    rateLimits: options.rateLimits,
    codeTtlSeconds: options.codeTtlSeconds,
    now: () => clock.now,
  }).catch(async (error: unknown) => {
    await mail.close()
    throw error
  })
  const oidc = await startOidcProvider({ port: 0, redirectUri: `${auth.url}/v1/oauth/callback` })
  providers = oidc.providers
  return {
    auth,
    mail,
    oidc,
    clock,
    async call(method, path, options = {}) {
      const response = await fetch(`${auth.url}${path}`, {
        method,
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token === undefined
            ? {}
            : {
                authorization: `Bearer ${options.token}`,
                'x-airlock-project-id': TEST_PROJECT,
                'x-airlock-host-origin': TEST_HOST_ORIGIN,
              }),
          ...options.headers,
        },
        body: options.body === undefined ? null : JSON.stringify(options.body),
      })
      const text = await response.text()
      const body = text ? JSON.parse(text) : null
      // Every error the service answers is one the wallet frame can read.
      if (!response.ok) authErrorSchema.parse(body)
      return { status: response.status, headers: response.headers, body }
    },
    async stop() {
      await Promise.all([auth.close(), mail.close(), oidc.close()])
    },
  }
}

/**
 * Follows a social login popup from `url` as a browser would (cookies per host name, redirects,
 * the provider's sign-in form, where it clicks `account`), until it lands on `stopAt`'s origin.
 * Returns that final URL and the HTML pages it saw on the way.
 */
export async function followPopup(
  url: string,
  stopAt: string,
  account = 'alice',
): Promise<{ landed: string; pages: string[] }> {
  const pages: string[] = []
  const jar = new Map<string, Map<string, string>>()
  let current = url
  let init: RequestInit = {}
  for (let hop = 0; hop < 20; hop++) {
    if (current.startsWith(stopAt)) return { landed: current, pages }
    const host = new URL(current).hostname
    const cookies = jar.get(host) ?? new Map<string, string>()
    jar.set(host, cookies)
    const response = await fetch(current, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const value = pair.slice(at + 1)
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line) || value === '')
        cookies.delete(pair.slice(0, at))
      else cookies.set(pair.slice(0, at), value)
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current).href
      init = {}
      continue
    }
    const html = await response.text()
    pages.push(html)
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    if (response.status !== 200 || action === undefined) {
      throw new Error(`the popup stopped at ${current} (${response.status}): ${html.slice(0, 300)}`)
    }
    current = new URL(action.replace(/&amp;/g, '&'), current).href
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account }).toString(),
    }
  }
  throw new Error('the popup redirected more than 20 times')
}

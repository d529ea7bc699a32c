// Vite's config loader runs this too (vite.config.ts builds MODAL_CSP): the modal's scripts use its
// module runner (`--configLoader runner`), the one loader that reads shared-protocol's TypeScript.
// Bad options throw a plain Error, from when this file could import no workspace package.
import { parseOriginPattern } from '@airlock/shared-protocol/origins'

/** Options of {@link buildModalCsp}. */
export type BuildModalCspOptions = {
  /**
   * The WalletConnect relays the served projects use (ws:// or wss://). Their http(s) origin is
   * added to `connect-src` and `frame-src`: the dapp SDK loads the relay's Verify page in a hidden
   * iframe and waits for it. In development anything that is not a ws(s) URL is ignored; in
   * production only wss:// relays are accepted.
   * @example ['ws://127.0.0.1:4320']
   */
  relayUrls?: readonly string[] | undefined
  /**
   * The embedded wallets' frame pages (the projects' `embeddedWallet.frameUrl`): their origin is
   * added to `frame-src`, so that the hidden wallet frame loads when a login starts. In
   * production only https:// frames are accepted.
   * @example ['http://localhost:4350/']
   */
  walletFrameUrls?: readonly string[] | undefined
  /**
   * The projects' APIs (`apiUrl`): their origin is added to `img-src`, as the pictures of an
   * account's NFTs are served by its project's API (the reference API draws the demo's; an
   * indexer serves the pictures it keeps from its own origin). In production only https:// APIs
   * are accepted.
   * @example ['https://api.example.com/v1/']
   */
  apiUrls?: readonly string[] | undefined
  /**
   * `'development'` (the default, what the local stack serves): any http(s) page may frame the
   * modal and `connect-src` adds `ws:` and the loopback services (`http://127.0.0.1:*`,
   * `http://localhost:*`). `'production'`: `frame-ancestors` is `frameAncestors` only, and no
   * `ws:` or loopback source is allowed.
   * @example 'production'
   */
  mode?: 'development' | 'production' | undefined
  /**
   * Production only: every entry of the deployed projects' `allowedOrigins` (exact origins or
   * `scheme://*.host[:port]` wildcards, which CSP matches the same way: any subdomain, not the
   * host itself). An empty list gives `frame-ancestors 'none'`.
   * @example ['https://app.example.com', 'https://*.shop.example']
   */
  frameAncestors?: readonly string[] | undefined
}

/**
 * The Content-Security-Policy header the modal is served with. The modal's own code is the only
 * script (no eval; the one inline script of index.html by its hash), styles come from its own
 * stylesheet only (CSSOM writes such as `style.setProperty` are allowed, style attributes in
 * markup are not).
 *
 * Who may frame it depends on `mode`. In development any http(s) page may: the modal enforces
 * each project's allowlist itself (`projects/<id>.json`), for the parent and every ancestor. In
 * production the header also says it, as the union of the deployed projects' `allowedOrigins`
 * (`frameAncestors`, see `buildProductionModalCsp`), so a page no project allows cannot even
 * load the modal in a frame, whatever the modal's own check does.
 *
 * `img-src` is the modal's own origin, `data:` and `blob:`, plus each project API's origin
 * (`apiUrls`: the pictures of the NFTs tab) and, in development, the loopback services.
 *
 * `connect-src` covers the modal's own origin, the WalletConnect relays (`wss:`), and any https
 * endpoint: it cannot be narrower, because a host passes the RPC URLs of its own networks to
 * `createModal({ networks })`. Development adds `ws:` and the loopback services of the local
 * stack (chain RPCs, the reference API). Each relay in `relayUrls` adds its http(s) origin
 * (ws → http, wss → https) to `connect-src` and `frame-src`, so that WalletConnect's Verify
 * frame served by the relay loads; each embedded wallet frame in `walletFrameUrls` adds its
 * origin to `frame-src`; without either `frame-src` is the modal's own origin only.
 *
 * @throws {Error} In production, for a relay that is not wss://, an API that is not https://, or an
 *   entry of `frameAncestors` that is not a valid allowlist entry or cannot be written as a CSP
 *   source (an IPv6 address).
 * @example
 * ```ts
 * import { buildModalCsp } from '@airlock/modal-app/csp'
 * response.setHeader('Content-Security-Policy', buildModalCsp({ relayUrls: ['ws://127.0.0.1:4320'] }))
 * buildModalCsp({ mode: 'production', frameAncestors: ['https://app.example.com'], relayUrls: ['wss://relay.example.com'] })
 * ```
 */
export function buildModalCsp(options: BuildModalCspOptions = {}): string {
  const production = options.mode === 'production'
  const relayUrls = options.relayUrls ?? []
  if (production) {
    const insecure = relayUrls.find((url) => !url.startsWith('wss://'))
    if (insecure !== undefined) {
      throw new Error(
        `The production policy only reaches wss:// relays, not ${insecure.slice(0, 200)}.`,
      )
    }
  }
  const walletFrameUrls = options.walletFrameUrls ?? []
  if (production) {
    const insecure = walletFrameUrls.find((url) => !url.startsWith('https://'))
    if (insecure !== undefined) {
      throw new Error(
        `The production policy only frames https:// wallet frames, not ${insecure.slice(0, 200)}.`,
      )
    }
  }
  const apiUrls = options.apiUrls ?? []
  if (production) {
    const insecure = apiUrls.find((url) => !url.startsWith('https://'))
    if (insecure !== undefined) {
      throw new Error(
        `The production policy only shows images of https:// APIs, not ${insecure.slice(0, 200)}.`,
      )
    }
  }
  const images = [...new Set(apiUrls.flatMap(pageOrigin))].map((origin) => ` ${origin}`).join('')
  const relayOrigins = [...new Set(relayUrls.flatMap(httpOrigin))]
  const extra = relayOrigins.map((origin) => ` ${origin}`).join('')
  const frames = [...new Set(walletFrameUrls.flatMap(pageOrigin))]
    .filter((origin) => !relayOrigins.includes(origin))
    .map((origin) => ` ${origin}`)
    .join('')
  const loopback = production ? '' : ' ws: http://127.0.0.1:* http://localhost:*'
  // Development shows images from the loopback services too: the local reference API's NFTs.
  const loopbackImages = production ? '' : ' http://127.0.0.1:* http://localhost:*'
  const ancestors = production ? frameAncestorSources(options.frameAncestors ?? []) : 'http: https:'
  return [
    "default-src 'self'",
    `script-src 'self' ${BOOT_SCRIPT_HASH}`,
    "style-src 'self'",
    `img-src 'self' data: blob:${loopbackImages}${images}`,
    "font-src 'self'",
    `connect-src 'self' https: wss:${loopback}${extra}`,
    `frame-src 'self'${extra}${frames}`,
    `frame-ancestors ${ancestors}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/** The allowlist entries as CSP host sources, once each; `'none'` for none. */
function frameAncestorSources(entries: readonly string[]): string {
  const sources = new Set<string>()
  for (const entry of entries) {
    const pattern = parseOriginPattern(entry)
    if (pattern === null) {
      throw new Error(
        `${JSON.stringify(entry.slice(0, 200))} is not an allowed-origin entry (an origin such as "https://app.example.com" or "https://*.example.com").`,
      )
    }
    // parseOriginPattern only admits canonical origins and `scheme://*.host[:port]`, both of
    // which are CSP host sources as written, except IPv6 literals, which CSP cannot express.
    const source =
      pattern.kind === 'exact'
        ? pattern.origin
        : `${pattern.protocol}//*.${pattern.suffix}${pattern.port ? `:${pattern.port}` : ''}`
    if (source.includes('[')) {
      throw new Error(
        `${source} cannot be written in a Content-Security-Policy (an IPv6 address); use a host name.`,
      )
    }
    sources.add(source)
  }
  return sources.size === 0 ? "'none'" : [...sources].join(' ')
}

/** The origin of an http(s) page, as a one-element list; empty for anything else. */
function pageOrigin(pageUrl: string): string[] {
  try {
    const url = new URL(pageUrl)
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : []
  } catch {
    return []
  }
}

/** The http(s) origin of a ws(s) URL, as a one-element list; empty for anything else. */
function httpOrigin(relayUrl: string): string[] {
  let url: URL
  try {
    url = new URL(relayUrl)
  } catch {
    return []
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return []
  // A CSP source expression cannot hold ';' or ',' or spaces; URL.host never does.
  return [`${url.protocol === 'wss:' ? 'https:' : 'http:'}//${url.host}`]
}

/**
 * The CSP source that lets in the one inline script of `modal-app/index.html`, which runs before
 * the modal's JS downloads: it applies a light theme named in the fragment to the loading card,
 * tells the host the page has arrived or the visitor dismissed its loading card (`readBootSignal`),
 * and asks for the project file (see
 * `takeProjectPrefetch`). It is the SHA-256 of the script's exact text: `buildModalCsp.test.ts`
 * recomputes it from index.html, so editing the script without updating this constant fails the
 * tests. Under a CSP without it the browser blocks the
 * script: an early open() shows at the handshake instead of the loading card, which stays dark,
 * and boot fetches the file itself, one round trip later.
 */
export const BOOT_SCRIPT_HASH = "'sha256-HueGcqgJP3NPQ6X4RGZ5mo7yTRZLAXauEmOdXHRVSjY='"

/**
 * The development Content-Security-Policy header of the modal when no relay needs adding:
 * `buildModalCsp()`
 * (see {@link buildModalCsp} for what each directive allows). `frame-src` is the modal's own
 * origin only, so a server that serves a project with a WalletConnect relay on another origin
 * builds the header with `buildModalCsp({ relayUrls })` instead.
 *
 * @example
 * ```ts
 * import { MODAL_CSP } from '@airlock/modal-app/csp'
 * response.setHeader('Content-Security-Policy', MODAL_CSP)
 * ```
 */
export const MODAL_CSP: string = buildModalCsp()

import type { StackEndpoints } from './Service.ts'

/** Where the demo mobile wallet answers in `npm start` by default: the origin the file names. */
const DEFAULT_MOBILE_WALLET_ORIGIN = 'http://localhost:4340'
/** The link fields of a `customWallets` entry. */
const WALLET_LINK_FIELDS = ['homepage', 'mobileLink', 'desktopLink', 'webappLink'] as const

/**
 * Points a project file (JSON text) at the running stack: sets `relayUrl` to
 * `endpoints.relayUrl`, `apiUrl` to `endpoints.apiUrl` (the reference API) and `analyticsUrl` to
 * `endpoints.analyticsUrl` (its analytics collector), removing either of the last two when the
 * stack has none; for each network whose `caipNetworkId` has an entry in
 * `endpoints.rpcUrls`, sets `rpcUrls.default.http` to that one URL; and points every
 * `customWallets` link on the demo mobile wallet's default origin (`http://localhost:4340`) at
 * `endpoints.mobileWalletUrl` — its origin, plus the query parameters that URL carries (relay,
 * RPC URLs), keeping the link's path and a trailing `?` or `&` (a link that takes the pairing URI
 * as one more parameter, see the modal's `formatDeepLink`); and sets `embeddedWallet.frameUrl` and
 * `authUrl` to `endpoints.walletFrameUrl` and `endpoints.authUrl`. Returns the text unchanged when
 * nothing differs, and also when it is not a JSON object (the modal then rejects a broken file,
 * as it should). Networks without an entry, other wallets' links, and every other field are kept
 * as written.
 */
export function setDemoEndpoints(projectJson: string, endpoints: StackEndpoints): string {
  let project: unknown
  try {
    project = JSON.parse(projectJson)
  } catch {
    return projectJson
  }
  if (!isObject(project)) return projectJson
  let changed = false
  const next: Record<string, unknown> = { ...project }
  if (endpoints.relayUrl !== undefined && project.relayUrl !== endpoints.relayUrl) {
    next.relayUrl = endpoints.relayUrl
    changed = true
  }
  // A stack without the reference API (no chains) serves the project without these: the features
  // that need the API stay hidden, and no event is posted to a port nobody answers.
  for (const field of ['apiUrl', 'analyticsUrl'] as const) {
    const url = endpoints[field]
    if (url !== undefined && project[field] !== url) {
      next[field] = url
      changed = true
    } else if (url === undefined && field in project) {
      delete next[field]
      changed = true
    }
  }
  const rpcUrls = endpoints.rpcUrls ?? {}
  if (Array.isArray(project.networks)) {
    next.networks = project.networks.map((network: unknown) => {
      if (!isObject(network) || typeof network.caipNetworkId !== 'string') return network
      const url = rpcUrls[network.caipNetworkId]
      if (url === undefined) return network
      const current = isObject(network.rpcUrls) ? network.rpcUrls : {}
      const currentDefault = isObject(current.default) ? current.default : {}
      const http = currentDefault.http
      if (Array.isArray(http) && http.length === 1 && http[0] === url) return network
      changed = true
      return {
        ...network,
        rpcUrls: { ...current, default: { ...currentDefault, http: [url] } },
      }
    })
  }
  const walletUrl = parseUrl(endpoints.mobileWalletUrl)
  if (walletUrl && Array.isArray(project.customWallets)) {
    next.customWallets = project.customWallets.map((wallet: unknown) => {
      if (!isObject(wallet)) return wallet
      let rewritten: Record<string, unknown> | undefined
      for (const field of WALLET_LINK_FIELDS) {
        const link = wallet[field]
        if (typeof link !== 'string') continue
        const pointed = pointAtWallet(link, walletUrl)
        if (pointed === link) continue
        rewritten ??= { ...wallet }
        rewritten[field] = pointed
        changed = true
      }
      return rewritten ?? wallet
    })
  }
  // The embedded wallet's frame and auth service, where the stack runs them (ports 0 in tests).
  if (isObject(project.embeddedWallet)) {
    const embedded = { ...project.embeddedWallet }
    for (const [field, url] of [
      ['frameUrl', endpoints.walletFrameUrl],
      ['authUrl', endpoints.authUrl],
    ] as const) {
      if (url !== undefined && embedded[field] !== url) {
        embedded[field] = url
        changed = true
      }
    }
    next.embeddedWallet = embedded
  }
  return changed ? `${JSON.stringify(next, null, 2)}\n` : projectJson
}

/** `link` on the running wallet (see {@link setDemoEndpoints}); any other link as it is. */
function pointAtWallet(link: string, walletUrl: URL): string {
  const parsed = parseUrl(link)
  if (!parsed || parsed.origin !== DEFAULT_MOBILE_WALLET_ORIGIN) return link
  const pointed = new URL(`${parsed.pathname}${parsed.search}`, walletUrl.origin)
  for (const [key, value] of walletUrl.searchParams) {
    if (!pointed.searchParams.has(key)) pointed.searchParams.set(key, value)
  }
  const text = pointed.href
  if (!/[?&]$/.test(link) || /[?&]$/.test(text)) return text
  return `${text}${pointed.search ? '&' : '?'}`
}

function parseUrl(value: string | undefined): URL | undefined {
  if (value === undefined) return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The `<meta name="airlock-demo-rpc" content="…">` tag the demo host's pages carry. */
const DEMO_RPC_META = /<meta\s+name="airlock-demo-rpc"\s+content="[^"]*"\s*\/?>/

/**
 * Points the demo host's in-page demo wallets at the running chains by writing their RPC URLs
 * into the page's `<meta name="airlock-demo-rpc">` tag, as the JSON the page reads:
 * `{ "evm": { "31337": "http://…" }, "solana": "http://…" }` (from the `eip155:*` and `solana:*`
 * entries of `endpoints.rpcUrls`). With no RPC URLs, or in a page without the tag, the HTML is
 * returned unchanged, and the wallets use the demo networks' default URLs.
 */
export function setDemoRpcMeta(html: string, endpoints: StackEndpoints): string {
  const evm: Record<string, string> = {}
  let solana: string | undefined
  for (const [network, url] of Object.entries(endpoints.rpcUrls ?? {})) {
    const [namespace, reference] = network.split(':')
    if (namespace === 'eip155' && reference && /^\d+$/.test(reference)) evm[reference] = url
    else if (namespace === 'solana') solana = url
  }
  if (Object.keys(evm).length === 0 && solana === undefined) return html
  const content = JSON.stringify(solana === undefined ? { evm } : { evm, solana })
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
  return html.replace(DEMO_RPC_META, `<meta name="airlock-demo-rpc" content="${content}">`)
}

/** The `<meta name="airlock-modal-url" content="…">` tag the demo host's pages carry. */
const MODAL_URL_META = /<meta\s+name="airlock-modal-url"\s+content="[^"]*"\s*\/?>/

/**
 * Points a demo host page at another modal URL by rewriting its
 * `<meta name="airlock-modal-url" content="…">` tag (the pages read the modal URL from it, with
 * the build-time value as fallback). Pages without the tag are returned unchanged.
 *
 * The host server does this at serve time so that a build made for the default ports still
 * works when `AIRLOCK_MODAL_PORT` changes or when tests start the stack on free ports.
 */
export function setModalUrlMeta(html: string, modalUrl: string): string {
  const escaped = modalUrl
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
  return html.replace(MODAL_URL_META, `<meta name="airlock-modal-url" content="${escaped}">`)
}

/**
 * Adds `origin` to the `allowedOrigins` array of a project file (JSON text) unless it is already
 * there, and returns the new JSON text. Anything that is not a JSON object with an
 * `allowedOrigins` array of strings is returned unchanged: the modal then rejects it as an
 * invalid configuration, which is the right outcome for a broken file.
 */
export function addAllowedOrigin(projectJson: string, origin: string): string {
  let project: unknown
  try {
    project = JSON.parse(projectJson)
  } catch {
    return projectJson
  }
  if (typeof project !== 'object' || project === null || Array.isArray(project)) return projectJson
  const allowed = (project as { allowedOrigins?: unknown }).allowedOrigins
  if (!Array.isArray(allowed) || !allowed.every((entry) => typeof entry === 'string')) {
    return projectJson
  }
  if (allowed.includes(origin)) return projectJson
  return `${JSON.stringify({ ...project, allowedOrigins: [...allowed, origin] }, null, 2)}\n`
}

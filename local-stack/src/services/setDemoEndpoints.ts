import type { StackEndpoints } from './StackEndpoints.ts'

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
 * as one more parameter, see the modal's `formatDeepLink`). Returns the text unchanged when
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

// How the modal mounts the wallet frame and how the frame learns who framed it: one home for the
// URL both sides read, the timeouts and the channel roles.
import { parseHttpOrigin } from '../origins.ts'

/** How long the modal waits for the frame's handshake (spec: 20 s to load the wallet frame). */
export const WALLET_FRAME_LOAD_TIMEOUT_MS = 20_000
/** How long the modal waits for each frame request (spec: 30 s). */
export const WALLET_FRAME_REQUEST_TIMEOUT_MS = 30_000
/** How long one `socialWait` call waits before answering `pending`: under the request timeout. */
export const WALLET_FRAME_SOCIAL_WAIT_MS = 25_000

/** What the frame's URL hash carries: who may talk to it and on which channel. */
export type WalletFrameParams = {
  /** The project the session and the device share belong to. */
  projectId: string
  /** The modal's origin: the only parent the frame accepts (checked against ancestorOrigins). */
  modalOrigin: string
  /** The host page's origin: the session is bound to it (checked against ancestorOrigins). */
  hostOrigin: string
  /** The channel id the frame says hello on. */
  channel: string
  /**
   * The auth service's base URL (the project's `embeddedWallet.authUrl`); the frame's CSP
   * `connect-src` must admit it.
   */
  authUrl: string
}

const idPattern = /^[A-Za-z0-9_-]{1,128}$/

/**
 * The wallet frame's src: `frameUrl` with the parameters in the hash (never sent to a server).
 *
 * @example
 * ```ts
 * iframe.src = createWalletFrameUrl('https://wallet.example/', {
 *   projectId: 'demo', modalOrigin: location.origin, hostOrigin, channel: crypto.randomUUID(),
 *   authUrl: 'https://auth.example',
 * })
 * ```
 */
export function createWalletFrameUrl(frameUrl: string, params: WalletFrameParams): string {
  const url = new URL(frameUrl)
  url.hash = new URLSearchParams({
    projectId: params.projectId,
    modalOrigin: params.modalOrigin,
    hostOrigin: params.hostOrigin,
    channel: params.channel,
    authUrl: params.authUrl,
  }).toString()
  return url.toString()
}

/**
 * Reads {@link WalletFrameParams} from the frame's hash, or `null` with the reason when one is
 * missing or malformed (origins must be exact http(s) origins, ids letters, digits, `-` and `_`,
 * authUrl an http(s) URL).
 */
export function readWalletFrameParams(
  hash: string,
): { ok: true; params: WalletFrameParams } | { ok: false; reason: string } {
  const search = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash)
  const projectId = search.get('projectId') ?? ''
  const channel = search.get('channel') ?? ''
  const modalOrigin = parseHttpOrigin(search.get('modalOrigin') ?? '')
  const hostOrigin = parseHttpOrigin(search.get('hostOrigin') ?? '')
  const authUrl = search.get('authUrl') ?? ''
  if (!idPattern.test(projectId)) return { ok: false, reason: 'projectId is missing or malformed' }
  if (!idPattern.test(channel)) return { ok: false, reason: 'channel is missing or malformed' }
  if (!modalOrigin) return { ok: false, reason: 'modalOrigin is not an http(s) origin' }
  if (!hostOrigin) return { ok: false, reason: 'hostOrigin is not an http(s) origin' }
  if (!/^https?:\/\/[^\s]{1,2000}$/.test(authUrl) || !URL.canParse(authUrl)) {
    return { ok: false, reason: 'authUrl is not an http(s) URL' }
  }
  return { ok: true, params: { projectId, modalOrigin, hostOrigin, channel, authUrl } }
}

/**
 * Whether the frame may serve the page that framed it: it must be framed (not a top window),
 * and where the browser lists the ancestors (`location.ancestorOrigins`, Chromium and WebKit),
 * the parent must be the modal origin and the grandparent the host origin. Returns the reason
 * when not. Browsers without ancestorOrigins rely on the CSP `frame-ancestors` and on the
 * channel's origin check.
 */
export function checkWalletFrameAncestors(
  params: WalletFrameParams,
  ancestors: readonly string[] | undefined,
  framed: boolean,
): string | null {
  if (!framed) return 'The wallet frame only runs inside the Airlock modal.'
  if (ancestors === undefined) return null
  if (ancestors[0] !== params.modalOrigin) {
    return `The wallet frame refuses its parent ${ancestors[0] ?? '(none)'}: only ${params.modalOrigin} may frame it.`
  }
  if (ancestors[1] !== params.hostOrigin) {
    return `The wallet frame refuses the page ${ancestors[1] ?? '(none)'}: the modal says ${params.hostOrigin}.`
  }
  return null
}

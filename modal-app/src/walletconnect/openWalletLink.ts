import { AirlockError, assertOpenableUrl, ErrorCode } from '@airlock/shared-protocol'
import { connectionAtom, setConnection } from '../state/connection.ts'
import type { Store } from '../state/Store.ts'
import { STORAGE_KEYS, storageAtom } from '../state/storage.ts'

/** The host's `openUrl` method, as the app passes it (`callMethod(remote, …, 'openUrl', …)`). */
export type OpenUrl = (params: {
  url: string
  target?: '_blank' | '_self'
  /** The custom schemes the wallet declares, which the URL may use (see `HostLink.openUrl`). */
  customSchemes: readonly string[]
}) => Promise<{ opened: boolean }>

/** A wallet's app links, as the registry lists them. */
export type WalletLinks = {
  name: string
  mobile: { native: string | null; universal: string | null }
}

/**
 * Opens a wallet app with the current pairing URI, from the host window and inside the visitor's
 * click: call it synchronously from the click handler (it calls `openUrl` before any `await`).
 * The universal link is used when the wallet has one, else its native scheme. The choice is
 * stored as `wcLinking` in the connection area and under the deep-link key of spec §7, so that the
 * wallet can be opened again for later requests and CONNECT_SUCCESS reports method 'mobile'.
 *
 * The link may use https, `wc:`, http on this machine, or the custom scheme of the wallet's own
 * link: the registry or custom-wallet entry is what declares it ({@link assertOpenableUrl}).
 *
 * @throws {AirlockError} `INTERNAL` when no pairing URI exists yet or the wallet has no link;
 * `URL_NOT_ALLOWED`, naming the scheme, for a link outside that allowlist.
 */
export function openWalletLink(
  store: Store,
  wallet: WalletLinks,
  openUrl: OpenUrl,
): Promise<{ opened: boolean }> {
  const { wcUri } = store.get(connectionAtom)
  if (!wcUri) {
    throw new AirlockError(ErrorCode.INTERNAL, 'The pairing code is not ready yet.')
  }
  const link = wallet.mobile.universal || wallet.mobile.native
  if (!link) {
    throw new AirlockError(ErrorCode.INTERNAL, `${wallet.name} has no app link.`)
  }
  const url = formatDeepLink(link, wcUri)
  const customSchemes = customSchemeOf(link)
  try {
    assertOpenableUrl(url, customSchemes)
  } catch (error) {
    const { shortMessage } = error as AirlockError
    throw new AirlockError(
      ErrorCode.URL_NOT_ALLOWED,
      `The link of ${wallet.name} cannot be opened. ${shortMessage}`,
      { details: `Refused link ${link.slice(0, 100)}.`, cause: error },
    )
  }
  const opened = openUrl({
    url,
    target: /^https?:/i.test(url) ? '_blank' : '_self',
    customSchemes,
  })
  const choice = { name: wallet.name, href: link }
  setConnection(store, { wcLinking: choice })
  store.get(storageAtom).set(STORAGE_KEYS.deepLinkChoice, choice)
  return opened
}

/** The custom scheme a wallet's link declares (`rainbow:` for `rainbow:`, `argent:` for `argent://app`); none for a web link. */
function customSchemeOf(link: string): string[] {
  try {
    const { protocol } = new URL(link)
    return protocol === 'https:' || protocol === 'http:' ? [] : [protocol]
  } catch {
    return []
  }
}

/**
 * The link that hands a pairing URI to a wallet app, by WalletConnect's convention `/wc?uri=`:
 *
 * - a native scheme: `rainbow:` → `rainbow://wc?uri=<encoded>`, `argent://app` →
 *   `argent://app/wc?uri=<encoded>`;
 * - a universal link: `https://rnbwapp.com` → `https://rnbwapp.com/wc?uri=<encoded>`.
 *
 * Some registry links are made to take the URI in another way, and get it that way:
 *
 * - a link that ends in `uri=` (`https://applink.kubwallet.com/wc?uri=`, `smartbody://?uri=`) gets
 *   the encoded URI appended;
 * - a link that ends in `?` or `&` (`orion://wc?`, the demo mobile wallet's
 *   `http://localhost:4340/?`) gets `uri=<encoded>`;
 * - a link with a query that does not end in `/` (`…/?relay=ws://x`) gets `&uri=<encoded>`. One
 *   whose query ends in `/` holds a target path that takes the `wc?uri=` (Bybit's
 *   `bybitapp://open/route?targetUrl=by://web3/walletconnect/`), so it follows the convention.
 */
export function formatDeepLink(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/(?:^|[/?&])uri=$/.test(link)) return `${link}${encoded}`
  if (link.endsWith('?') || link.endsWith('&')) return `${link}uri=${encoded}`
  // A bare scheme (`rainbow:`, `omni`) becomes `rainbow://`.
  const base = link.includes('://') ? link : `${link.replaceAll('/', '').replaceAll(':', '')}://`
  if (base.endsWith('/')) return `${base}wc?uri=${encoded}`
  if (base.includes('?')) return `${base}&uri=${encoded}`
  return `${base}/wc?uri=${encoded}`
}

/**
 * The wallet link the visitor last opened (stored by `openWalletLink`), or `undefined` when none
 * or when the stored value is malformed.
 */
export function readDeepLinkChoice(store: Store): { name: string; href: string } | undefined {
  const stored = store.get(storageAtom).get<unknown>(STORAGE_KEYS.deepLinkChoice)
  if (!stored || typeof stored !== 'object') return undefined
  const { name, href } = stored as { name?: unknown; href?: unknown }
  if (typeof name !== 'string' || typeof href !== 'string') return undefined
  return { name, href }
}

import { AirlockError, assertOpenableUrl, ErrorCode } from '@airlock/shared-protocol'
import { connectionAtom, setConnection } from '../state/connection.ts'
import type { Store } from '../state/Store.ts'
import { STORAGE_KEYS, storageAtom } from '../state/storage.ts'
import { formatDeepLink } from './formatDeepLink.ts'

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

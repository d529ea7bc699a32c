import { assertOpenableUrl } from '@airlock/shared-protocol'

/** Parameters of {@link openUrl}, as the modal sends them. */
export type OpenUrlParameters = { url: string; target?: '_blank' | '_self' | undefined }

/**
 * The host's `openUrl` handler: opens a checkout page, universal link or wallet deep link from
 * the host window, synchronously, so it still counts as the visitor's click. Web pages open in a
 * new tab by default, its `opener` cut before the page loads; other schemes navigate in place,
 * which hands them to the wallet app without leaving the page. `opened` is false when a popup
 * blocker stopped the tab (the modal then says so); for a navigation in place it means the
 * browser was asked.
 *
 * Which URLs: https, `wc:`, http on this machine, and any plain app scheme that is not a browser
 * or operating-system handler (`assertOpenableUrl(url, 'any')`). The modal already refused every
 * scheme the wallet it opens does not declare; the host cannot see the modal's wallet registry,
 * and a list the modal sent would come from the very party this second check guards against, so
 * the host keeps a fixed rule that no message can widen.
 *
 * @throws {AirlockError} `URL_NOT_ALLOWED`, naming the refused scheme.
 */
export function openUrl(window: Window, { url, target }: OpenUrlParameters): { opened: boolean } {
  assertOpenableUrl(url, 'any')
  if ((target ?? (/^https?:/.test(url) ? '_blank' : '_self')) === '_blank') {
    // Not the `noopener` feature: with it `window.open` returns null whether or not the tab opened.
    const tab = window.open(url, '_blank')
    if (tab) tab.opener = null
    return { opened: tab !== null }
  }
  window.location.assign(url)
  return { opened: true }
}

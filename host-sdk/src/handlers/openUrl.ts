import { assertOpenableUrl } from '@airlock/shared-protocol'

/** Parameters of {@link openUrl}, as the modal sends them. */
export type OpenUrlParameters = { url: string; target?: '_blank' | '_self' | undefined }

/**
 * The host's `openUrl` handler: opens a checkout page, universal link or wallet deep link from
 * the host window, synchronously, so it still counts as the visitor's click. Web pages open in a
 * new tab with `noopener` by default; other schemes navigate in place, which hands them to the
 * wallet app without leaving the page. `opened` means the browser was asked: with `noopener`,
 * `window.open` cannot tell whether a popup blocker stopped it.
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
    window.open(url, '_blank', 'noopener')
  } else {
    window.location.assign(url)
  }
  return { opened: true }
}

import { AirlockError, ErrorCode, isOpenableUrl } from '@airlock/shared-protocol'

/** Parameters of {@link openUrl}, as the modal sends them. */
export type OpenUrlParameters = { url: string; target?: '_blank' | '_self' | undefined }

/**
 * The host's `openUrl` handler: opens a checkout page, universal link or wallet deep link from
 * the host window, synchronously, so it still counts as the visitor's click. Web pages open in a
 * new tab with `noopener` by default; other schemes navigate in place, which hands them to the
 * wallet app without leaving the page. `opened` means the browser was asked: with `noopener`,
 * `window.open` cannot tell whether a popup blocker stopped it.
 *
 * @throws {AirlockError} `URL_NOT_ALLOWED` for a scheme outside the allowlist ({@link isOpenableUrl}).
 * @example
 * ```ts
 * openUrl(window, { url: 'https://checkout.example/session/1' }) // { opened: true }
 * ```
 */
export function openUrl(window: Window, { url, target }: OpenUrlParameters): { opened: boolean } {
  if (!isOpenableUrl(url)) {
    throw new AirlockError(ErrorCode.URL_NOT_ALLOWED, 'The host does not open this kind of URL.')
  }
  if ((target ?? (/^https?:/.test(url) ? '_blank' : '_self')) === '_blank') {
    window.open(url, '_blank', 'noopener')
  } else {
    window.location.assign(url)
  }
  return { opened: true }
}

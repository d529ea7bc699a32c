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

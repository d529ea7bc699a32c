/**
 * The modal URL the host server wrote into the page's `airlock-modal-url` meta tag.
 */
export function readModalUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="airlock-modal-url"]')
  if (meta === null || meta.content === '') throw new Error('the page has no airlock-modal-url')
  return meta.content
}

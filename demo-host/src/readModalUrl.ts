/**
 * The modal URL this page should use: the content of its `<meta name="airlock-modal-url">` tag
 * (written at build time from `AIRLOCK_MODAL_URL`, and rewritten by the local stack's host server
 * when the modal runs on another port), or the local stack's default `http://localhost:4310/`.
 */
export function readModalUrl(doc: Pick<Document, 'querySelector'>): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="airlock-modal-url"]')
  const content = meta?.content.trim()
  return content && !content.startsWith('%') ? content : 'http://localhost:4310/'
}

/**
 * The link that hands a pairing URI to a wallet app:
 *
 * - a native scheme: `rainbow:` → `rainbow://wc?uri=<encoded>`, `argent://app` →
 *   `argent://app/wc?uri=<encoded>`;
 * - a universal link: `https://rnbwapp.com` → `https://rnbwapp.com/wc?uri=<encoded>`;
 * - a link that already has a query (`http://localhost:4340/?`) gets `uri=<encoded>` added to it
 *   instead of the `/wc` path (the demo mobile wallet reads `?uri=` on its page).
 */
export function formatDeepLink(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(link)) {
    if (link.includes('?')) {
      const joiner = link.endsWith('?') || link.endsWith('&') ? '' : '&'
      return `${link}${joiner}uri=${encoded}`
    }
    return `${link.endsWith('/') ? link : `${link}/`}wc?uri=${encoded}`
  }
  const base = link.includes('://') ? link : `${link.replaceAll('/', '').replaceAll(':', '')}://`
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
}

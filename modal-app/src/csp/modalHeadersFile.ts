/**
 * The `_headers` file (the format of Netlify and Cloudflare Pages) of a modal deployment: the
 * production policy on every path; the page and what it reads by a fixed name (project files,
 * the wallet registry) revalidated on every load, so that a new build, policy or allowlist
 * reaches visitors at once; the hashed assets kept a year. No path matches two Cache-Control
 * rules: those hosts would join both values into one header.
 */
export function modalHeadersFile(policy: string): string {
  const revalidated = ['/', '/index.html', '/projects/*', '/wallets/*']
  return [
    '/*',
    `  Content-Security-Policy: ${policy}`,
    '  Referrer-Policy: strict-origin-when-cross-origin',
    ...revalidated.flatMap((path) => [path, '  Cache-Control: no-cache']),
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n')
}

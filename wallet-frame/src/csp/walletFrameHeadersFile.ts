/**
 * The `_headers` file (the format of Netlify and Cloudflare Pages) of a wallet frame deployment:
 * the production policy and the frame's other headers on every path; its two pages revalidated
 * on every load, so that a new build or policy reaches visitors at once; the hashed assets kept a
 * year. No path matches two Cache-Control rules: those hosts would join both values.
 */
export function walletFrameHeadersFile(policy: string): string {
  const revalidated = ['/', '/index.html', '/login-done.html']
  return [
    '/*',
    `  Content-Security-Policy: ${policy}`,
    '  Referrer-Policy: no-referrer',
    '  X-Content-Type-Options: nosniff',
    ...revalidated.flatMap((path) => [path, '  Cache-Control: no-cache']),
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n')
}

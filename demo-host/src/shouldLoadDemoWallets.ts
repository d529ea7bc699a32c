/**
 * Whether the demo page installs its two demo wallets: yes, unless the query says
 * `?wallets=none`, which gives a visitor (and the browser tests) a page without them, as a
 * browser without those extensions, or after they were removed, would be.
 */
export function shouldLoadDemoWallets(search: string): boolean {
  return new URLSearchParams(search).get('wallets') !== 'none'
}

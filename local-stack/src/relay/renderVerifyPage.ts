/**
 * The HTML of a local stand-in for `https://verify.walletconnect.org/v3/attestation`, the page the
 * dapp-side SDK loads in a hidden iframe before each proposal and request, waiting up to 5 s for it.
 * It answers at once the way the real page does: it posts
 * `JSON.stringify({ type: 'verify_attestation', attestation: <JWT> })` to its parent, where the
 * JWT's payload carries the `id` from the query (the SDK only decodes the JWT and compares the id;
 * it does not check the signature). The answer goes to the `origin` named in the query, never `*`.
 * The attestation claims nothing (`isVerified: false`), and the relay delivers `attestation: ''`
 * to wallets anyway.
 */
export function renderVerifyPage(): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Local Verify</title></head><body><script>
(function () {
  var query = new URLSearchParams(location.search)
  var id = query.get('id') || ''
  var origin = query.get('origin') || ''
  if (!/^https?:\\/\\/[^/]+$/.test(origin)) return
  function encode(value) {
    return btoa(JSON.stringify(value)).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '')
  }
  var payload = { id: id, origin: origin, isScam: false, isVerified: false, exp: Math.floor(Date.now() / 1000) + 300 }
  var attestation = encode({ alg: 'ES256', typ: 'JWT' }) + '.' + encode(payload) + '.bG9jYWw'
  parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation: attestation }), origin)
})()
</script></body></html>
`
}

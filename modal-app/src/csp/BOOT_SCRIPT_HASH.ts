/**
 * The CSP source that lets in the one inline script of `modal-app/index.html`, which runs before
 * the modal's JS downloads: it applies a light theme named in the fragment to the loading card,
 * tells the host the page has arrived or the visitor dismissed its loading card (`readBootSignal`),
 * and asks for the project file (see
 * `takeProjectPrefetch`). It is the SHA-256 of the script's exact text: `BOOT_SCRIPT_HASH.test.ts`
 * recomputes it from index.html, so editing the script without updating this constant fails the
 * tests. Under a CSP without it the browser blocks the
 * script: an early open() shows at the handshake instead of the loading card, which stays dark,
 * and boot fetches the file itself, one round trip later.
 */
export const BOOT_SCRIPT_HASH = "'sha256-A/FE5bJYo0/lUX7ukRtendJuPNOpChdyLSNFTG3vRSE='"

/**
 * The CSP source that lets in the one inline script of `modal-app/index.html`, which runs before
 * the modal's JS downloads: it applies a light theme named in the fragment to the loading card,
 * and asks for the project file (see `takeProjectPrefetch`). It is the SHA-256 of the script's
 * exact text: `BOOT_SCRIPT_HASH.test.ts` recomputes it from index.html, so editing the script
 * without updating this constant fails the tests. Under a CSP without it the browser blocks the
 * script: the loading card stays dark and boot fetches the file itself, one round trip later.
 *
 * @example
 * ```ts
 * `script-src 'self' ${BOOT_SCRIPT_HASH}`
 * ```
 */
export const BOOT_SCRIPT_HASH = "'sha256-wHJvlWUOUHdADTl1XhgAiiyIGto+oN7f8DdA6P/t4XU='"

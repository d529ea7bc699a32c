/**
 * The CSP source that lets in the one inline script of `modal-app/index.html`, which asks for the
 * project file while the modal's JS downloads (see `takeProjectPrefetch`). It is the SHA-256 of
 * the script's exact text: `PROJECT_PREFETCH_SCRIPT_HASH.test.ts` recomputes it from index.html,
 * so editing the script without updating this constant fails the tests. Under a CSP without it
 * the browser blocks the script and boot fetches the file itself, one round trip later.
 *
 * @example
 * ```ts
 * `script-src 'self' ${PROJECT_PREFETCH_SCRIPT_HASH}`
 * ```
 */
export const PROJECT_PREFETCH_SCRIPT_HASH = "'sha256-hJrWr8OeNP4UYH6UJ9zyXhVFINU1Gu4ihc7NHNO8r/U='"

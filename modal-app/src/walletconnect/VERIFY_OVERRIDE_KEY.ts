/**
 * The global the patched `@walletconnect/core` reads when it builds its Verify client (see
 * `build/patches/walletconnectCoreVerify.ts`): `{ url }` replaces the Verify server, `{ skip: true }` makes
 * `register` return at once (no hidden iframe, no 5 s wait). The modal sets it from the project's
 * `relayUrl` before `UniversalProvider.init`.
 *
 * @example
 * ```ts
 * Reflect.set(globalThis, VERIFY_OVERRIDE_KEY, { url: 'http://127.0.0.1:4320/verify/v3' })
 * ```
 */
export const VERIFY_OVERRIDE_KEY = '__airlockWalletConnectVerify'

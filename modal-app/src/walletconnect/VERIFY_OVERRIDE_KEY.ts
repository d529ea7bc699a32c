/**
 * The global the patched `@walletconnect/core` reads when it builds its Verify client (see
 * `build/patches/walletconnectCoreVerify.ts`): `{ url }` replaces the Verify server, `{ skip: true }` makes
 * `register` return at once (no hidden iframe, no 5 s wait). The modal sets it from the project's
 * `relayUrl` before `UniversalProvider.init`.
 */
export const VERIFY_OVERRIDE_KEY = '__airlockWalletConnectVerify'

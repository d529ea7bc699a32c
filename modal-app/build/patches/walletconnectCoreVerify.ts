import type { Plugin } from 'vite'
import { VERIFY_OVERRIDE_KEY } from '../../src/state/constants.ts'

// The patch of @walletconnect/core 2.25 described in PATCHES.md: why, and when it can go.

const SERVER = /this\.verifyUrlV3=([A-Za-z_$][\w$]*)/g
const REGISTER = /this\.register=async ([A-Za-z_$][\w$]*)=>\{/g

/**
 * Rewrites the code of `@walletconnect/core` (2.25, `dist/index.js`) so that the Verify client of
 * the dapp side reads {@link VERIFY_OVERRIDE_KEY} at construction: its iframe then loads from the
 * URL given there (our relay serves `/verify/v3/attestation`) instead of
 * `https://verify.walletconnect.org/v3`, or `register` is skipped. Without the global the code
 * behaves as before. Each rewritten spot must occur exactly once: an SDK update that moves them
 * fails the build instead of silently bringing the 5 s wait back.
 *
 * Build-time code: it runs in Vite's config loader, which cannot import the TypeScript workspace
 * packages, so it throws a plain `Error` rather than an `AirlockError`.
 *
 * @throws {Error} when the expected code is not found exactly once.
 */
export function rewriteVerifyServer(code: string): string {
  const global = `globalThis[${JSON.stringify(VERIFY_OVERRIDE_KEY)}]`
  const servers = [...code.matchAll(SERVER)]
  const registers = [...code.matchAll(REGISTER)]
  if (servers.length !== 1 || registers.length !== 1) {
    throw new Error(
      `The Verify client of @walletconnect/core was not found where the modal build expects it: found ${servers.length} "this.verifyUrlV3=" and ${registers.length} "this.register=async" (expected 1 each). Check rewriteVerifyServer against the installed @walletconnect/core.`,
    )
  }
  return code
    .replace(SERVER, (_match, constant: string) => `this.verifyUrlV3=(${global}?.url??${constant})`)
    .replace(
      REGISTER,
      (_match, parameter: string) =>
        `this.register=async ${parameter}=>{if(${global}?.skip)return;`,
    )
}

const CORE_DIST = /[\\/]@walletconnect[\\/]core[\\/]dist[\\/]index\.js(\?.*)?$/

/**
 * A Vite (and Rolldown) plugin that applies {@link rewriteVerifyServer} to `@walletconnect/core`,
 * so that the modal's WalletConnect pairing never waits on `verify.walletconnect.org`. Add it to
 * `plugins` (build) and to `optimizeDeps.rolldownOptions.plugins` (the dev server's pre-bundle).
 */
export function walletConnectVerifyPlugin(): Plugin {
  return {
    name: 'airlock:walletconnect-verify',
    transform(code, id) {
      if (!CORE_DIST.test(id)) return null
      return { code: rewriteVerifyServer(code), map: null }
    },
  }
}

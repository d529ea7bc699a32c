import type { Plugin } from 'vite'
import { rewriteVerifyServer } from './rewriteVerifyServer.ts'

const CORE_DIST = /[\\/]@walletconnect[\\/]core[\\/]dist[\\/]index\.js(\?.*)?$/

/**
 * A Vite (and Rolldown) plugin that applies {@link rewriteVerifyServer} to `@walletconnect/core`,
 * so that the modal's WalletConnect pairing never waits on `verify.walletconnect.org`. Add it to
 * `plugins` (build) and to `optimizeDeps.rolldownOptions.plugins` (the dev server's pre-bundle).
 *
 * @example
 * ```ts
 * export default defineConfig({ plugins: [react(), walletConnectVerifyPlugin()] })
 * ```
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

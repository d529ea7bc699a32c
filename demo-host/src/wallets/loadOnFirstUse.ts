import { ProviderErrorCode } from './ProviderErrorCode.ts'
import { ProviderRpcError } from './ProviderRpcError.ts'

/**
 * Runs `load` at the first call and hands every later call the same promise: how the demo
 * wallets bring in their signing libraries at the first signature rather than at install. A load
 * that fails rejects as the wallets' other failures do (-32603), and the next call tries again.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw new ProviderRpcError(
        ProviderErrorCode.INTERNAL,
        `The wallet could not load its signing code: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
    return loading
  }
}

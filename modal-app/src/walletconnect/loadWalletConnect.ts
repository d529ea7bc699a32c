import type UniversalProvider from '@walletconnect/universal-provider'

let loading: Promise<typeof UniversalProvider> | undefined

/**
 * Loads `@walletconnect/universal-provider` (its own chunk, never part of the first paint) once;
 * later calls share the same promise. A failed load is forgotten, so a retry loads again.
 */
export function loadWalletConnect(): Promise<typeof UniversalProvider> {
  loading ??= import('@walletconnect/universal-provider').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

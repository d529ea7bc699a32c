import { useStore } from 'jotai/react'
import { useCallback, useEffect, useState } from 'react'
import {
  loadedRegistryWithLinks,
  loadRegistryWithLinks,
  loadWalletRegistry,
} from './loadRegistry.ts'
import type { RegistryWallet } from './registryWalletSchema.ts'

/** What {@link useRegistryWithLinks} returns. */
export type RegistryWithLinks = {
  /** The registry's wallets with their links; undefined while they load or after a failure. */
  wallets: RegistryWallet[] | undefined
  /** Set when the index or the links could not be loaded: the view says so and offers `retry`. */
  error: string | undefined
  /** Loads again what failed (the loaders forget a failure). */
  retry: () => void
}

/**
 * The registry's wallets with their links ({@link loadRegistryWithLinks}) for a view that opens
 * or installs a wallet, at once when they are loaded already (preloaded on the visitor's intent,
 * `preloadWalletLinks`). Nothing is loaded while `enabled` is false.
 */
export function useRegistryWithLinks(enabled = true): RegistryWithLinks {
  const store = useStore()
  const [wallets, setWallets] = useState<RegistryWallet[] | undefined>(loadedRegistryWithLinks)
  const [error, setError] = useState<string | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads on purpose.
  useEffect(() => {
    if (!enabled) return
    let cancelled = false
    setError(undefined)
    // The index's logos too, for the installed wallets that announced no icon.
    Promise.all([loadWalletRegistry(store), loadRegistryWithLinks()]).then(
      ([, loaded]) => {
        if (!cancelled) setWallets(loaded)
      },
      (failure: unknown) => {
        if (!cancelled) setError(failure instanceof Error ? failure.message : String(failure))
      },
    )
    return () => {
      cancelled = true
    }
  }, [store, enabled, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { wallets: enabled ? wallets : undefined, error: enabled ? error : undefined, retry }
}

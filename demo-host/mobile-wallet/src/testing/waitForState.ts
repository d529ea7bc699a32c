import type { MobileWallet, MobileWalletState } from '../createMobileWallet.ts'

/**
 * Resolves with the first state of `wallet` for which `predicate` returns a value other than
 * `undefined` or `false` (checked now and after each change); rejects after `timeoutMs`.
 */
export function waitForState<T>(
  wallet: MobileWallet,
  predicate: (state: MobileWalletState) => T | undefined | false,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const value = predicate(wallet.getState())
      if (value === undefined || value === false) return false
      unsubscribe()
      clearTimeout(timer)
      resolve(value)
      return true
    }
    const unsubscribe = wallet.subscribe(check)
    const timer = setTimeout(() => {
      unsubscribe()
      reject(new Error(`waitForState: condition not met in ${timeoutMs} ms`))
    }, timeoutMs)
    check()
  })
}

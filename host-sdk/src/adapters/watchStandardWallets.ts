import type { Wallet } from '@wallet-standard/base'

/**
 * The app side of the wallet-standard handshake, as getWallets() of @wallet-standard/app does it
 * (that package would cost 0.7 KB gzip): answers the `wallet-standard:register-wallet` events of
 * wallets that load later and announces `wallet-standard:app-ready` to those already loaded.
 * `wallets` holds every wallet registered now; `changed` is called on each registration and
 * unregistration. The Solana and bitcoin adapters each read the wallets of their chains.
 */
export function watchStandardWallets(
  window: Window,
  changed: () => void,
): { wallets: ReadonlySet<Wallet>; stop: () => void } {
  const wallets = new Set<Wallet>()
  const register = (...added: Wallet[]) => {
    for (const wallet of added) wallets.add(wallet)
    changed()
    return () => {
      for (const wallet of added) wallets.delete(wallet)
      changed()
    }
  }
  const onRegister = ({ detail }: Event & { detail?: unknown }) => {
    if (typeof detail === 'function') detail({ register })
  }
  window.addEventListener('wallet-standard:register-wallet', onRegister)
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }))
  return {
    wallets,
    stop: () => window.removeEventListener('wallet-standard:register-wallet', onRegister),
  }
}

import type { Wallet } from '@wallet-standard/base'
import type { HostAdapter } from '../adapters/HostAdapter.ts'
import { createAirlockWallet, registerWallet } from './createAirlockWallet.ts'
import { createSolanaProvider } from './createSolanaProvider.ts'
import { discoverSolanaWallets } from './discoverSolanaWallets.ts'

/** What {@link solanaAdapter} returns: an adapter for createModal()'s `adapters`. */
export type SolanaAdapterReturnType = HostAdapter

/**
 * Solana support in the host page, for createModal()'s `adapters`. With it the host lists the
 * page's Solana wallet-standard wallets (browser extensions such as Phantom or Solflare, also
 * those that register later), lets the modal reach them with the Solana methods, forwards their
 * account changes, and `modal.getProvider('solana')` gives a Solana signer
 * ({@link ModalSolanaProvider}). It also registers "Airlock" as a wallet-standard wallet in the
 * page, so `@solana/react`, `@solana/wallet-adapter-react` and any wallet-standard app list it
 * and use it unchanged (connecting opens the modal). It is an entry of its own so that EVM-only
 * dapps do not ship it; without it, Solana wallets are still reached through WalletConnect in the
 * modal.
 *
 * @example
 * ```ts
 * import { createModal } from '@airlock/host-sdk'
 * import { solanaAdapter } from '@airlock/host-sdk/solana'
 *
 * const modal = createModal({
 *   projectId: 'demo',
 *   modalUrl: 'https://modal.example.com/',
 *   adapters: [solanaAdapter()],
 * })
 * const { publicKey } = await modal.getProvider('solana').connect()
 * ```
 */
export function solanaAdapter(): SolanaAdapterReturnType {
  // For each modal instance, createModal() calls discover() (in a browser only) and then
  // createProvider(): the wallet registered in the page needs the window of the one and the
  // provider of the other, and goes with the instance's wallet source when it is destroyed.
  let registerInPage: ((wallet: Wallet) => void) | undefined
  return {
    namespace: 'solana',
    discover(window, changed) {
      const source = discoverSolanaWallets(window, changed)
      const stopDiscovering = source.destroy
      let unregister = () => {}
      registerInPage = (wallet) => {
        unregister = registerWallet(window, wallet)
      }
      source.destroy = () => {
        stopDiscovering()
        unregister()
      }
      return source
    },
    createProvider(request, modal) {
      const provider = createSolanaProvider(request, modal)
      registerInPage?.(createAirlockWallet(provider, modal))
      registerInPage = undefined
      return provider
    },
  }
}

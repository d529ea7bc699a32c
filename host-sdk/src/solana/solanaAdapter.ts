import type { HostAdapter } from '../adapters/HostAdapter.ts'
import { createSolanaProvider } from './createSolanaProvider.ts'
import { discoverSolanaWallets } from './discoverSolanaWallets.ts'

/** What {@link solanaAdapter} returns: an adapter for createModal()'s `adapters`. */
export type SolanaAdapterReturnType = HostAdapter

/**
 * Solana support in the host page, for createModal()'s `adapters`. With it the host lists the
 * page's Solana wallet-standard wallets (browser extensions such as Phantom or Solflare, also
 * those that register later), lets the modal reach them with the Solana methods, forwards their
 * account changes, and `modal.getProvider('solana')` gives a Solana signer
 * ({@link ModalSolanaProvider}). It is an entry of its own so that EVM-only dapps do not ship
 * it; without it, Solana wallets are still reached through WalletConnect in the modal.
 *
 * @example
 * ```ts
 * import { createModal } from '@airlock/host-sdk'
 * import { solanaAdapter } from '@airlock/host-sdk/solana'
 *
 * const modal = createModal({ projectId: 'demo', adapters: [solanaAdapter()] })
 * const { publicKey } = await modal.getProvider('solana').connect()
 * ```
 */
export function solanaAdapter(): SolanaAdapterReturnType {
  return {
    namespace: 'solana',
    discover: discoverSolanaWallets,
    createProvider: createSolanaProvider,
  }
}

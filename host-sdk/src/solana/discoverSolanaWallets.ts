import type { HostConnector } from '@airlock/shared-protocol'
import type { Wallet } from '@wallet-standard/base'
import type { HostWalletSource } from '../adapters/HostWalletSource.ts'
import { watchStandardWallets } from '../adapters/watchStandardWallets.ts'
import { SOLANA_WALLET_METHODS } from '../constants.ts'
import { isConnectorIcon } from '../wallets/HostWallet.ts'
import { callSolanaWallet } from './callSolanaWallet.ts'
import { AIRLOCK_WALLETS } from './createAirlockWallet.ts'
import { toAccountInfo } from './encoding.ts'

type StandardEvents = { on: (event: 'change', listener: () => void) => () => void }

/**
 * The Solana wallet-standard wallets of `window` as a source of host wallets (the `discover` of
 * `solanaAdapter()`):
 * - `collect()`: the wallets with a `solana:` chain and `standard:connect`, id `ws:<name>`, one
 *   per name; a wallet whose properties throw is left out, and so is Airlock's own wallet. Those that register later count too;
 *   `changed` is called on every registration, unregistration and wallet `change`.
 * - `listen()`: forwards the wallet's `standard:events` `change` as `{ accounts, chains }`.
 * - `call()`: {@link callSolanaWallet}, for the methods in {@link SOLANA_WALLET_METHODS}.
 *
 * Wallets are found through {@link watchStandardWallets}, the app side of the wallet-standard
 * handshake.
 */
export function discoverSolanaWallets(
  window: Window,
  changed: () => void,
): HostWalletSource<Wallet> {
  const { wallets: registered, stop } = watchStandardWallets(window, changed)

  const source: HostWalletSource<Wallet> = {
    methods: SOLANA_WALLET_METHODS,
    collect() {
      const found: ReturnType<HostWalletSource<Wallet>['collect']> = []
      for (const wallet of registered) {
        try {
          const { name, icon, chains, features } = wallet
          if (
            // Airlock's own wallet is the modal: it does not list itself.
            !AIRLOCK_WALLETS.has(wallet) &&
            typeof name === 'string' &&
            name &&
            name.length <= 197 &&
            chains.some((chain) => chain.startsWith('solana:')) &&
            features['standard:connect'] &&
            !found.some(({ connector }) => connector.id === `ws:${name}`)
          ) {
            const connector: HostConnector = {
              id: `ws:${name}`,
              name,
              type: 'ANNOUNCED',
              namespace: 'solana',
            }
            if (isConnectorIcon(icon)) connector.icon = icon
            found.push({ connector, provider: wallet, source })
          }
        } catch {
          // A wallet whose properties cannot be read is left out.
        }
      }
      return found
    },
    listen({ connector: { id }, provider: wallet }, onEvent) {
      const events = wallet.features['standard:events'] as StandardEvents | undefined
      return (
        events?.on('change', () => {
          // The wallet may have dropped its Solana chains: collect again.
          changed()
          onEvent(id, 'change', {
            accounts: wallet.accounts.map(toAccountInfo),
            chains: [...wallet.chains],
          })
        }) ?? (() => {})
      )
    },
    call: callSolanaWallet,
    destroy: stop,
  }
  return source
}

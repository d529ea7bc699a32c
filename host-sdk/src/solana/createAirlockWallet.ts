import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostModalState } from '../HostModalState.ts'
import { fromBase58 } from './encoding.ts'
import type { ModalSolanaProvider } from './ModalSolanaProvider.ts'

/** The wallet-standard chains every Solana app knows, besides the modal's own network ids. */
const STANDARD_CHAINS: IdentifierString[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
]
const ACCOUNT_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const
const TRANSACTION_VERSIONS = ['legacy', 0] as const
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzRmNDZlNSIvPjxjaXJjbGUgY3g9IjE2IiBjeT0iMTYiIHI9IjciIGZpbGw9Im5vbmUiIHN0cm9rZT0iI2ZmZiIgc3Ryb2tlLXdpZHRoPSIzIi8+PC9zdmc+'

type Properties = { accounts?: readonly WalletAccount[]; chains?: readonly IdentifierString[] }
type Input = { account: WalletAccount }

/** The wallets this entry made, so that discovery does not list Airlock in its own modal. */
export const AIRLOCK_WALLETS = new WeakSet<Wallet>()

/**
 * Airlock as a wallet-standard wallet, for `@solana/react`, `@solana/wallet-adapter-react` and
 * any app that looks for wallets in the page. Every feature goes through the modal's Solana
 * provider, to whichever Solana wallet the visitor connects in the modal:
 * - `standard:connect` opens the modal on Connect for Solana (unless a Solana wallet is already
 *   connected there); with `silent`, it answers the connected account or none, never opening.
 * - `standard:disconnect` ends this app's use of the account (the visitor's wallet stays
 *   connected in the modal, where the visitor disconnects it).
 * - `standard:events` `change` fires when the account or the network changes in the modal.
 * - `solana:signMessage`, `solana:signTransaction`, `solana:signAndSendTransaction` sign (and
 *   send, on the modal's active Solana network) with the connected account.
 */
export function createAirlockWallet(
  provider: ModalSolanaProvider,
  { getState, subscribeState }: Pick<AirlockModal, 'getState' | 'subscribeState'>,
): Wallet {
  // The app asked to connect and has not disconnected since.
  let connected = false
  let account: WalletAccount | undefined
  const accountOf = (state: HostModalState): readonly WalletAccount[] => {
    const address = solanaAddressOf(state)
    if (!connected || address === undefined) return []
    const chains = chainsOf(state)
    // The same object while nothing changes: apps compare accounts by identity.
    if (account?.address !== address || account.chains.join() !== chains.join()) {
      account = { address, publicKey: fromBase58(address), chains, features: ACCOUNT_FEATURES }
    }
    return [account]
  }
  const listeners = new Set<(properties: Properties) => void>()
  let last = { accounts: accountOf(getState()), chains: chainsOf(getState()) }
  const emitChanges = () => {
    const state = getState()
    const next = { accounts: accountOf(state), chains: chainsOf(state) }
    const changed: Properties = {}
    if (next.accounts[0] !== last.accounts[0]) changed.accounts = next.accounts
    if (next.chains.join() !== last.chains.join()) changed.chains = next.chains
    last = next
    if (!changed.accounts && !changed.chains) return
    for (const listener of [...listeners]) listener(changed)
  }
  subscribeState(emitChanges)

  const assertAccount = ({ account: wanted }: Input) => {
    if (!last.accounts.some(({ address }) => address === wanted?.address)) {
      throw new Error(`Airlock has not connected account ${String(wanted?.address)} to this app.`)
    }
  }
  // Inputs are signed one after the other: each may be a prompt in the visitor's wallet.
  const each =
    <I extends Input, O>(sign: (input: I) => Promise<O>) =>
    async (...inputs: I[]): Promise<O[]> => {
      const outputs: O[] = []
      for (const input of inputs) {
        assertAccount(input)
        outputs.push(await sign(input))
      }
      return outputs
    }

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Airlock',
    icon: ICON,
    get chains() {
      return chainsOf(getState())
    },
    get accounts() {
      return last.accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (input?.silent && solanaAddressOf(getState()) === undefined) return { accounts: [] }
          if (!input?.silent) await provider.connect()
          connected = true
          emitChanges()
          return { accounts: last.accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          connected = false
          emitChanges()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (properties: Properties) => void) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => {
            listeners.delete(listener)
          }
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: each(async ({ message }: Input & { message: Uint8Array }) => ({
          signedMessage: message,
          signature: await provider.signMessage(message),
        })),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signTransaction: each(async ({ transaction }: Input & { transaction: Uint8Array }) => ({
          signedTransaction: await provider.signTransaction(transaction),
        })),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signAndSendTransaction: each(
          async ({ transaction }: Input & { transaction: Uint8Array }) => ({
            signature: await provider.signAndSendTransaction(transaction),
          }),
        ),
      },
    },
  }
  AIRLOCK_WALLETS.add(wallet)
  return wallet
}

/** The connected Solana address: the active account's, or another connected namespace's. */
function solanaAddressOf(state: HostModalState): string | undefined {
  // `accounts` (every connected namespace) is newer than `account`: a modal may not send it.
  const { accounts = [] } = state as { accounts?: Array<HostModalState['account']> }
  return [state.account, ...accounts].find((each) => each?.namespace === 'solana')?.address
}

/** The standard Solana chains, with the modal's active Solana network when it has one. */
function chainsOf({ network }: HostModalState): IdentifierString[] {
  const id = network?.caipNetworkId
  return id?.startsWith('solana:') && !STANDARD_CHAINS.includes(id as IdentifierString)
    ? [...STANDARD_CHAINS, id as IdentifierString]
    : STANDARD_CHAINS
}

/**
 * Announces `wallet` to the page's wallet-standard apps, as `registerWallet` of
 * `@wallet-standard/wallet` does: an app already listening gets a `wallet-standard:register-wallet`
 * event whose detail registers the wallet; an app that starts later announces itself with
 * `wallet-standard:app-ready`, and is answered. Returns the function that unregisters it from
 * every app that registered it.
 */
export function registerWallet(window: Window, wallet: Wallet): () => void {
  const unregisters: Array<() => void> = []
  const register = (api: unknown) => {
    const add = (api as { register?: unknown } | null)?.register
    if (typeof add === 'function') unregisters.push(add(wallet))
  }
  const onAppReady = (event: Event) => register((event as CustomEvent).detail)
  window.addEventListener('wallet-standard:app-ready', onAppReady)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}

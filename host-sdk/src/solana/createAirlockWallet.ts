import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { AdapterModal } from '../adapters/HostAdapter.ts'
import { connectedAccountOf } from '../connectedAccountOf.ts'
import { RESTORE_TIMEOUT_MS, waitForRestoredSession } from '../waitForRestoredSession.ts'
import { fromBase58 } from './encoding.ts'
import type { ModalSolanaProvider, SolanaTransactionOptions } from './ModalSolanaProvider.ts'
import { STANDARD_CHAINS, solanaNetworkOf, toStandardChain } from './solanaNetworks.ts'

const ACCOUNT_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const
const TRANSACTION_VERSIONS = ['legacy', 0] as const
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzRmNDZlNSIvPjxjaXJjbGUgY3g9IjE2IiBjeT0iMTYiIHI9IjciIGZpbGw9Im5vbmUiIHN0cm9rZT0iI2ZmZiIgc3Ryb2tlLXdpZHRoPSIzIi8+PC9zdmc+'

type Properties = { accounts?: readonly WalletAccount[]; chains?: readonly IdentifierString[] }
type Input = { account: WalletAccount; chain?: string; options?: SolanaTransactionOptions }

/** The wallets this entry made, so that discovery does not list Airlock in its own modal. */
export const AIRLOCK_WALLETS = new WeakSet<Wallet>()

/**
 * Airlock as a wallet-standard wallet, for `@solana/react`, `@solana/wallet-adapter-react` and
 * any app that looks for wallets in the page. Every feature goes through the modal's Solana
 * provider, to whichever Solana wallet the visitor connects in the modal:
 * - `standard:connect` opens the modal on Connect for Solana (unless a Solana wallet is already
 *   connected there) and resolves with the account the modal answered, already in `accounts`.
 *   With `silent` it never opens the modal: it loads the modal's iframe if `preload` has not yet,
 *   waits (up to 10 s) for the modal to restore its stored session and answers that account, or
 *   none.
 * - `standard:disconnect` ends this app's use of the account (the visitor's wallet stays
 *   connected in the modal, where the visitor disconnects it).
 * - `standard:events` `change` fires when the account or the chains change.
 * - `solana:signMessage`, `solana:signTransaction`, `solana:signAndSendTransaction` sign (and
 *   send, on the modal's active Solana network) with the connected account; a `chain` other than
 *   that network is refused (`UNKNOWN_NETWORK`).
 *
 * `chains` are the wallet-standard names (`solana:mainnet`, …, any other genesis being
 * `solana:localnet`) of the Solana networks the modal's state named; before it named one, all four.
 */
export function createAirlockWallet(provider: ModalSolanaProvider, modal: AdapterModal): Wallet {
  const { getState, subscribeState } = modal
  // The app asked to connect and has not disconnected since.
  let connected = false
  // The Solana account of the modal as its state last showed it. The state push that shows a new
  // account comes after connect()'s answer: only a change in the state replaces that answer.
  let shown = connectedAccountOf(getState(), 'solana')?.address
  // The address the app is connected with: connect()'s answer, then the modal's as it changes.
  let address = shown
  // The modal's state names its active network, not all it has: the Solana ones named so far.
  const named = new Set<IdentifierString>()
  let chains = STANDARD_CHAINS
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<(properties: Properties) => void>()

  // Brings `accounts` and `chains` up to date and tells the app what changed.
  const update = () => {
    const state = getState()
    const network = solanaNetworkOf(state)
    if (network !== undefined) named.add(toStandardChain(network))
    const nextChains = named.size > 0 ? [...named] : STANDARD_CHAINS
    const modalAddress = connectedAccountOf(state, 'solana')?.address
    if (modalAddress !== shown) {
      shown = modalAddress
      address = modalAddress
    }
    const changed: Properties = {}
    if (nextChains.join() !== chains.join()) changed.chains = chains = nextChains
    const [current] = accounts
    const next = connected ? address : undefined
    // The same object while nothing changes: apps compare accounts by identity.
    if (next !== current?.address || (next !== undefined && changed.chains)) {
      changed.accounts = accounts =
        next === undefined
          ? []
          : [{ address: next, publicKey: fromBase58(next), chains, features: ACCOUNT_FEATURES }]
    }
    if (!changed.accounts && !changed.chains) return
    for (const listener of [...listeners]) listener(changed)
  }
  update()
  subscribeState(update)

  const assertAccount = ({ account: wanted }: Input) => {
    if (!accounts.some(({ address }) => address === wanted?.address)) {
      throw new AirlockError(
        ErrorCode.INVALID_PARAMS,
        `Airlock has not connected account ${String(wanted?.address).slice(0, 64)} to this app.`,
      )
    }
  }
  // The modal signs for and sends on its active Solana network: another one is refused rather
  // than the transaction going silently where the app did not mean it to.
  const assertChain = ({ chain }: Input) => {
    const active = solanaNetworkOf(getState())
    if (chain === undefined || active === undefined) return
    if (chain === active || chain === toStandardChain(active)) return
    const asked = String(chain).slice(0, 64)
    throw new AirlockError(
      ErrorCode.UNKNOWN_NETWORK,
      `The transaction is for ${asked}, but the Airlock modal is on ${toStandardChain(active)} (${active}).`,
      {
        details: `Switch the modal to ${asked} first (modal.switchNetwork() with its CAIP-2 id, if the modal has that network; or the visitor switches in the modal), or make the transaction for ${toStandardChain(active)}.`,
      },
    )
  }
  // Inputs are signed one after the other: each may be a prompt in the visitor's wallet. All are
  // checked first, so that none is signed when one is refused.
  const each =
    <I extends Input, O>(sign: (input: I) => Promise<O>, check = assertAccount) =>
    async (...inputs: I[]): Promise<O[]> => {
      for (const input of inputs) check(input)
      const outputs: O[] = []
      for (const input of inputs) outputs.push(await sign(input))
      return outputs
    }
  const onChain = (input: Input) => {
    assertAccount(input)
    assertChain(input)
  }
  type TransactionInput = Input & { transaction: Uint8Array }

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Airlock',
    icon: ICON,
    get chains() {
      return chains
    },
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (input?.silent) {
            // After a reload the modal reconnects its stored wallet once it finished its handshake;
            // with preload 'idle' or 'interaction' its iframe is not there yet.
            modal.load()
            const restored = await waitForRestoredSession(
              modal,
              (state) => connectedAccountOf(state, 'solana')?.address,
              RESTORE_TIMEOUT_MS,
            )
            if (restored === undefined) return { accounts: [] }
            address = restored
          } else {
            const { publicKey } = await provider.connect()
            if (typeof publicKey !== 'string') {
              throw new AirlockError(ErrorCode.INTERNAL, 'The modal answered no Solana account.')
            }
            address = publicKey
          }
          connected = true
          update()
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          connected = false
          update()
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
        signTransaction: each(
          async ({ transaction, options }: TransactionInput) => ({
            signedTransaction: await provider.signTransaction(transaction, options),
          }),
          onChain,
        ),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signAndSendTransaction: each(
          async ({ transaction, options }: TransactionInput) => ({
            signature: await provider.signAndSendTransaction(transaction, options),
          }),
          onChain,
        ),
      },
    },
  }
  AIRLOCK_WALLETS.add(wallet)
  return wallet
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

import { AirlockError, ErrorCode, type HostConnector } from '@airlock/shared-protocol'
import type { HostWalletSource } from '../adapters/HostWalletSource.ts'

/**
 * One wallet of the page as an adapter reaches it: what the modal is told, how a method that
 * crossed the iframe is answered in plain data, and how its account changes are heard.
 */
export type InjectedWallet = {
  connector: HostConnector
  call: (method: string, params: unknown) => Promise<unknown>
  /** Calls `emit` with the new accounts (the connect answer's shape); returns the function that stops. */
  listen: (emit: (data: unknown) => void) => () => void
}

/**
 * A wallet found in the page: the object it injected (its identity keeps one {@link InjectedWallet}
 * per wallet, so listeners are not added twice) and how to wrap it.
 */
export type FoundWallet = { target: object; wrap: () => InjectedWallet }

// Extensions that reject without an EIP-1193 code: polkadot{.js} says "Cancelled", Keplr and
// Leap "Request rejected". The modal shows a declined request only for USER_REJECTED.
const REJECTED = /^(cancelled|rejected|request rejected|user rejected)/i

/**
 * The source of host wallets an adapter gives createModal() when its wallets are plain objects in
 * the page (`window.injectedWeb3`, `window.keplr`, wallet-standard wallets): `find` lists them on
 * every `collect()`; `methods` is the namespace's row of `NAMESPACE_WALLET_METHODS`, which the
 * host's `walletRequest` checks before `call()`. Wallets are wrapped once per object, ids kept
 * unique (the first wins), and a wallet whose properties throw is left out. Account changes go
 * to the modal as `accountsChanged`.
 */
export function createInjectedSource(
  methods: Readonly<Record<string, boolean>>,
  find: () => FoundWallet[],
  destroy: () => void,
): HostWalletSource<InjectedWallet> {
  const wrapped = new WeakMap<object, InjectedWallet>()
  const source: HostWalletSource<InjectedWallet> = {
    methods,
    collect() {
      const found: ReturnType<HostWalletSource<InjectedWallet>['collect']> = []
      let candidates: FoundWallet[] = []
      try {
        candidates = find()
      } catch {
        // A page global with a throwing getter: no wallets from it.
      }
      for (const { target, wrap } of candidates) {
        try {
          let wallet = wrapped.get(target)
          if (!wallet) {
            wallet = wrap()
            wrapped.set(target, wallet)
          }
          const { connector } = wallet
          if (!found.some((each) => each.connector.id === connector.id)) {
            found.push({ connector, provider: wallet, source })
          }
        } catch {
          // A wallet whose properties cannot be read is left out.
        }
      }
      return found
    },
    listen: ({ connector: { id }, provider }, onEvent) =>
      provider.listen((data) => onEvent(id, 'accountsChanged', data)),
    async call(wallet, method, params) {
      try {
        return await wallet.call(method, params)
      } catch (error) {
        const message = (error as { message?: unknown } | null)?.message
        if (
          !(error instanceof AirlockError) &&
          typeof message === 'string' &&
          REJECTED.test(message)
        ) {
          throw new AirlockError(ErrorCode.USER_REJECTED, message.slice(0, 300), {
            data: { code: 4001 },
          })
        }
        throw error
      }
    },
    destroy,
  }
  return source
}

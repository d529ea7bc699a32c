import { AirlockError, ErrorCode, type Namespace, parseCaipAddress } from '@airlock/shared-protocol'
import { accountsAtom } from '../state/account.ts'
import { closeModal, modalOpenAtom } from '../state/modal.ts'
import { optionsAtom } from '../state/options.ts'
import { openModal } from '../state/router/openModal.ts'
import { resetView } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'

/**
 * The dapp asked for accounts (`ACCOUNT_REQUESTS`: `eth_requestAccounts` through
 * `modal.getProvider('eip155')`, `connect()` of `getProvider('solana')`) and none is connected: as an injected wallet would, the modal asks the visitor. It opens on Connect
 * for the namespace and resolves with the address once a wallet is connected there, then closes
 * (unless the options say `closeOnConnect: false`, or SIWX is on: signing in closes it); a visitor
 * who closes the modal first declines, as in a wallet (EIP-1193 4001).
 *
 * @throws {AirlockError} `USER_REJECTED` (`data.code` 4001) when the modal closes without an
 * account; `UNKNOWN_NETWORK` from `openModal` when the dapp configured no network of the namespace.
 */
export function requestAccountsForDapp(
  store: Store,
  namespace: Namespace,
  commit: (change: () => void) => void,
): Promise<string[]> {
  commit(() => {
    // Only the wallets that connect there: the dapp asked for an account of this namespace. (When
    // the namespace changes, openModal picks the view by the spec's rule and drops the data.)
    const target = openModal(store, { view: 'Connect', namespace })
    if (target.view === 'Connect') resetView(store, 'Connect', { namespace })
  })
  return new Promise((resolve, reject) => {
    const settle = () => {
      const caipAddress = store.get(accountsAtom)[namespace].caipAddress
      if (caipAddress !== undefined) {
        stop()
        resolve([parseCaipAddress(caipAddress).address])
        // The dapp has its account: the modal gets out of its way, unless the dapp keeps it open
        // or a sign-in follows (SIWX closes the modal once signed). After the rest of the
        // connection (network, status) is applied.
        const { closeOnConnect, siwx } = store.get(optionsAtom)
        if (closeOnConnect !== false && !siwx) {
          queueMicrotask(() => commit(() => closeModal(store)))
        }
      } else if (!store.get(modalOpenAtom)) {
        stop()
        reject(
          new AirlockError(ErrorCode.USER_REJECTED, 'The modal was closed without connecting.', {
            data: { code: 4001 },
          }),
        )
      }
    }
    const unsubscribes = [store.sub(accountsAtom, settle), store.sub(modalOpenAtom, settle)]
    const stop = () => {
      for (const unsubscribe of unsubscribes) unsubscribe()
    }
  })
}

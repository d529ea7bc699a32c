import type { Namespace } from '@airlock/shared-protocol'
import type { AirlockModal } from '../AirlockModal.ts'
import { connectedAccountOf } from '../connectedAccountOf.ts'
import type { HostModalState } from '../HostModalState.ts'
import type { ModalEip1193Provider } from './ModalEip1193Provider.ts'
import { toProviderRpcError } from './toProviderRpcError.ts'

/** Sends a dapp request to the modal (its `providerRequest`), which routes it to the active wallet. */
export type ProviderRequest = (
  namespace: Namespace,
  method: string,
  params?: unknown,
) => Promise<unknown>

// The eip155 account, active or not: a Solana network made active leaves the EVM wallet connected
// (`eth_accounts` still answers it), so the dapp must not hear a disconnect then.
const accountsOf = (state: HostModalState) => {
  const account = connectedAccountOf(state, 'eip155')
  return account ? [account.address] : []
}
// The active eip155 network; with another namespace active, the EVM wallet's own chain (it may
// move meanwhile, and `eth_chainId` answers it).
const chainOf = (state: HostModalState) => {
  const active = state.network?.caipNetworkId
  const id = active?.startsWith('eip155:')
    ? active
    : connectedAccountOf(state, 'eip155')?.caipAddress
  const [namespace, reference] = id?.split(':') ?? []
  return namespace === 'eip155' ? `0x${Number(reference).toString(16)}` : undefined
}

/**
 * The EIP-1193 provider behind `modal.getProvider('eip155')`: `request` goes through `request`,
 * `accountsChanged` and `chainChanged` fire when the state's eip155 account (active or not) or network changes
 * (as an injected wallet's, not for the chain first known at the handshake),
 * `connect` (`{ chainId }`) when an eip155 account appears and `disconnect` (a 4900 error) when it
 * goes.
 */
export function createEip1193Provider(
  request: ProviderRequest,
  { getState, subscribeState }: Pick<AirlockModal, 'getState' | 'subscribeState'>,
): ModalEip1193Provider {
  const listeners = {
    accountsChanged: new Set<(data: never) => void>(),
    chainChanged: new Set<(data: never) => void>(),
    connect: new Set<(data: never) => void>(),
    disconnect: new Set<(data: never) => void>(),
  }
  const emit = (event: keyof typeof listeners, data: unknown) => {
    for (const listener of [...listeners[event]]) listener(data as never)
  }
  let accounts = JSON.stringify(accountsOf(getState()))
  let chain = chainOf(getState())
  subscribeState((state) => {
    const nextAccounts = accountsOf(state)
    const nextChain = chainOf(state)
    if (JSON.stringify(nextAccounts) !== accounts) {
      const was = accounts
      accounts = JSON.stringify(nextAccounts)
      emit('accountsChanged', nextAccounts)
      // EIP-1193: connected means an account to use; the events say when that starts and ends.
      const connectedChain = nextChain ?? chain
      if (was === '[]' && connectedChain) emit('connect', { chainId: connectedChain })
      if (nextAccounts.length === 0) {
        emit('disconnect', Object.assign(new Error('The wallet disconnected.'), { code: 4900 }))
      }
    }
    // A change of the chain `eth_chainId` answered: not the first one known (at the handshake),
    // nor the same one again after a network of another namespace (eth_chainId kept it meanwhile).
    if (nextChain && chain && nextChain !== chain) emit('chainChanged', nextChain)
    chain = nextChain ?? chain
  })
  return {
    request: ({ method, params }) =>
      request('eip155', method, params).catch((error) => {
        throw toProviderRpcError(error)
      }),
    on: (event, listener) => listeners[event]?.add(listener),
    removeListener: (event, listener) => listeners[event]?.delete(listener),
  }
}

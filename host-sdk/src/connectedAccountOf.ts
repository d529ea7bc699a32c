import type { Namespace } from '@airlock/shared-protocol'
import type { HostModalState } from './HostModalState.ts'

/**
 * The connected account of `namespace` in a modal state, active or not; `null` without one. For
 * the connectors that follow one namespace (wagmi's on eip155, the wallet-standard wallet on
 * solana) while the visitor may have another active.
 */
export function connectedAccountOf(
  state: Pick<HostModalState, 'account' | 'accounts'>,
  namespace: Namespace,
): HostModalState['account'] {
  if (state.account?.namespace === namespace) return state.account
  // `accounts` (every connected namespace) is newer than `account`: an older modal may not send it.
  return (state.accounts ?? []).find((each) => each.namespace === namespace) ?? null
}

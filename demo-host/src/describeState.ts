import type { HostModalState } from '@airlock/host-sdk'

/** The demo pages' view of the modal state, in the words they show. */
export type StateDescription = {
  /** 'loading modal', 'disconnected', 'connecting', 'signing-in', 'connected' or 'unavailable'. */
  status: string
  /** Network name and CAIP-2 id, or '—'. */
  network: string
  /** The active account's address, {@link NO_ACCOUNT_HERE} or '—'. */
  address: string
  /**
   * The accounts of the other connected namespaces (an EVM and a Solana wallet at once, or the
   * one that stays connected while the active network has none), labelled 'Solana address', …
   */
  otherAccounts: { label: string; address: string }[]
  /** Connected, but without an account on the active network: says so and what to do; or null. */
  hint: string | null
  /** Why the modal is unavailable, or null. */
  error: string | null
}

/**
 * The Address line when the modal is connected but not on the active network: the visitor chose
 * a network of another namespace (Bitcoin after an EVM or Solana wallet) and did not connect a
 * wallet of it yet, so the modal reports `connected` with no active account.
 */
export const NO_ACCOUNT_HERE = 'none on this network'

const NAMESPACE_LABELS: Record<string, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
}

const namespaceLabel = (namespace: string) => NAMESPACE_LABELS[namespace] ?? namespace

/**
 * Turns the SDK's state into the words the demo pages show.
 */
export function describeState(state: HostModalState): StateDescription {
  const connected = state.status === 'connected' || state.status === 'signing-in'
  const missing = connected && state.account === null
  const active = state.account?.namespace
  const otherAccounts = state.accounts
    .filter((account) => account.namespace !== active)
    .map((account) => ({
      label: `${namespaceLabel(account.namespace)} address`,
      address: account.address,
    }))
  const network = state.network
  return {
    status: state.error ? 'unavailable' : state.ready ? state.status : 'loading modal',
    network: network ? `${network.name} (${network.caipNetworkId})` : '—',
    address: state.account?.address ?? (missing ? NO_ACCOUNT_HERE : '—'),
    otherAccounts,
    hint: missing && network ? noAccountHint(network) : null,
    error: state.error ? `${state.error.code}: ${state.error.message}` : null,
  }
}

function noAccountHint(network: NonNullable<HostModalState['network']>): string {
  const wallet = namespaceLabel(network.caipNetworkId.split(':')[0] ?? '')
  const article = /^[AEIOU]/i.test(wallet) ? 'an' : 'a'
  return `No connected wallet has an account on ${network.name}: open the modal to connect ${article} ${wallet} wallet, or to switch back to another network.`
}

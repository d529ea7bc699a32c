import type { HostModalState } from '@airlock/host-sdk'

/** The demo pages' one-line view of the modal state. */
export type StateDescription = {
  /** 'loading modal', 'disconnected', 'connecting', 'signing-in', 'connected' or 'unavailable'. */
  status: string
  /** Network name and CAIP-2 id, or '—'. */
  network: string
  /** Connected address, or '—'. */
  address: string
  /** Why the modal is unavailable, or null. */
  error: string | null
}

/**
 * Turns the SDK's state into the words the demo pages show.
 */
export function describeState(state: HostModalState): StateDescription {
  return {
    status: state.error ? 'unavailable' : state.ready ? state.status : 'loading modal',
    network: state.network ? `${state.network.name} (${state.network.caipNetworkId})` : '—',
    address: state.account?.address ?? '—',
    error: state.error ? `${state.error.code}: ${state.error.message}` : null,
  }
}

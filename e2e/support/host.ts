import type { AirlockModal, HostModalState } from '@airlock/host-sdk'
import type { Page } from '@playwright/test'

/** What {@link demoHostState} reads from the host SDK's state. */
export type DemoHostState = {
  /** The modal finished its handshake. */
  ready: boolean
  /** The modal is shown. */
  open: boolean
  /** `'connected'`, `'disconnected'` … as the host SDK reports it. */
  status: HostModalState['status']
  /** The connected account's address, or null. */
  address: string | null
  /** The active network's CAIP-2 id, or null. */
  network: string | null
  /** The last connection error, or null. */
  error: HostModalState['error']
}

/**
 * The host SDK's view of the modal on the demo page (`window.airlockModal.getState()`), reduced
 * to what the tests compare.
 */
export function demoHostState(page: Page): Promise<DemoHostState> {
  return page.evaluate(() => {
    const state = (
      window as unknown as { airlockModal: Pick<AirlockModal, 'getState'> }
    ).airlockModal.getState()
    return {
      ready: state.ready,
      open: state.open,
      status: state.status,
      address: state.account?.address ?? null,
      network: state.network?.caipNetworkId ?? null,
      error: state.error,
    }
  })
}

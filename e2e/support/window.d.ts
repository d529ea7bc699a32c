import type { createModal } from '@airlock/host-sdk'

type Modal = ReturnType<typeof createModal>

declare global {
  interface Window {
    /** What `e2e/pages/host.html` exposes to the tests. */
    airlock: { modal: Modal; instances: Modal[]; createModal: typeof createModal }
  }
}

import type { createModal } from '../../host-sdk/src/index.ts'

type Modal = ReturnType<typeof createModal>

declare global {
  interface Window {
    /** What `e2e/pages/host.html` exposes to the tests. */
    airlock: { modal: Modal; instances: Modal[]; createModal: typeof createModal }
  }
}

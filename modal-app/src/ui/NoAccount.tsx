import { useStore } from 'jotai/react'
import { resetView } from '../state/router/viewStack.ts'
import { Notice } from './Notice.tsx'

/**
 * What a view that needs an account shows without one: "No account connected" and a way to
 * Connect. The opening rules send a visitor without an address to Connect; a host can still open
 * such a view explicitly.
 */
export function NoAccount() {
  const store = useStore()
  return (
    <div className="al-stack">
      <Notice title="No account connected">Connect a wallet to see this.</Notice>
      <button
        type="button"
        className="al-button al-button-primary"
        onClick={() => resetView(store, 'Connect')}
      >
        Connect
      </button>
    </div>
  )
}

import { useAtomValue, useStore } from 'jotai/react'
import { callWallet } from '../../app/callWallet.ts'
import { connectionAtom, viewDataAtom } from '../../state/index.ts'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useAction } from '../../ui/useAction.ts'

/**
 * Connecting a wallet that lives in the host window (its id and name in the view data): waiting
 * while the connection area says connecting, otherwise a Connect button whose failure shows.
 *
 * @example
 * ```tsx
 * <ConnectingExternal />
 * ```
 */
export function ConnectingExternal() {
  const store = useStore()
  const data = useAtomValue(viewDataAtom)
  const { status } = useAtomValue(connectionAtom)
  const connectorId = typeof data?.connectorId === 'string' ? data.connectorId : undefined
  const name = typeof data?.name === 'string' ? data.name : 'your wallet'
  const connect = useAction(() =>
    callWallet(store, { kind: 'connect', connectorId: connectorId ?? '' }),
  )
  if (!connectorId) {
    return (
      <Notice tone="error" title="No wallet was chosen">
        Go back and pick a wallet.
      </Notice>
    )
  }
  return (
    <div className="al-stack al-center">
      {status === 'connecting' || connect.pending ? (
        <Spinner label={`Continue in ${name}`} />
      ) : (
        <p className="al-subtitle">Approve the connection in {name}.</p>
      )}
      {connect.error ? <Notice tone="error" title={connect.error} /> : null}
      <button
        type="button"
        className="al-button al-button-primary"
        disabled={connect.pending}
        onClick={() => connect.run()}
      >
        {connect.error ? 'Try again' : 'Connect'}
      </button>
    </div>
  )
}

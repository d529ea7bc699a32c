import { useAtomValue, useStore } from 'jotai/react'
import { callWallet } from '../../app/callWallet.ts'
import { activeAccountAtom } from '../../state/account.ts'
import { activeNetworkAtom } from '../../state/chain.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { goBack } from '../../state/router/goBack.ts'
import { viewDataAtom } from '../../state/router/viewStack.ts'
import { HostOrigin } from '../../ui/HostOrigin.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'

/**
 * ApproveTransaction: the verified host origin, the account and network that would sign, the
 * request's fields from the view data, Approve (through `callWallet`) and Reject (goes back,
 * spec §4 "cancel then go back"). It confirms transactions of the embedded (email or social)
 * wallet, so without that service (no project configures one yet) it says so and offers only Back.
 */
export function ApproveTransaction() {
  const store = useStore()
  const data = useAtomValue(viewDataAtom)
  const account = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  const approve = useAction(() =>
    callWallet(store, { kind: 'sendTransaction', purpose: 'approve' }),
  )
  const { email, socials } = useAtomValue(effectiveFeaturesAtom)
  if (!email && !socials) {
    return (
      <div className="al-stack">
        <Notice title="This project has not enabled an embedded wallet, so there is nothing to approve here." />
        <button type="button" className="al-button" onClick={() => goBack(store)}>
          Back
        </button>
      </div>
    )
  }
  const details = Object.entries(data ?? {}).filter(
    ([, value]) => typeof value === 'string' || typeof value === 'number',
  )
  return (
    <div className="al-stack">
      <HostOrigin />
      <dl className="al-fields" aria-label="Transaction">
        <div className="al-field-row">
          <dt>Account</dt>
          <dd>{account.address ?? 'No account connected'}</dd>
        </div>
        <div className="al-field-row">
          <dt>Network</dt>
          <dd>{network?.name ?? 'No network'}</dd>
        </div>
        {details.map(([name, value]) => (
          <div key={name} className="al-field-row">
            <dt>{name}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
      </dl>
      {details.length === 0 ? <Notice title="The request has no details" /> : null}
      {approve.error ? <Notice tone="error" title={approve.error} /> : null}
      <div className="al-button-row">
        <button type="button" className="al-button" onClick={() => goBack(store)}>
          Reject
        </button>
        <button
          type="button"
          className="al-button al-button-primary"
          disabled={approve.pending}
          onClick={() => approve.run()}
        >
          Approve
        </button>
      </div>
    </div>
  )
}

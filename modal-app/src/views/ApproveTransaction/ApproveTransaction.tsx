import { useAtomValue, useStore } from 'jotai/react'
import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import Signature from 'lucide-react/icons/signature'
import { useId, useState } from 'react'
import { approvalAtom, type PendingApproval } from '../../embedded/approvalAtom.ts'
import { activeAccountAtom } from '../../state/account.ts'
import { goBack } from '../../state/router/goBack.ts'
import { HostOrigin } from '../../ui/HostOrigin.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { useVisibleToVisitor } from '../../ui/useVisibleToVisitor.ts'
import '../../embedded/embedded.css'
import '../../ui/flow.css'

/**
 * ApproveTransaction: what the embedded wallet is asked to sign, before it signs anything — the
 * verified host origin that asks, the account, what the request does, decoded (a transfer's
 * token, amount and recipient; a swap's amounts; an approval in words; a contract call's function
 * and arguments; typed data's fields; a message's text), the lines that can cost the visitor in
 * the warning colour, the network and the most the fee can be. Approve lets the wallet frame sign;
 * Reject answers the dapp 4001 (`USER_REJECTED`), as closing the modal does. A request sure to
 * lose funds (its `caution`: tokens sent to a token contract) says so as a warning, and Approve
 * waits until the visitor ticks that they accept it. Approve counts only once the visitor has
 * seen it and each line of the request for a moment, unfaded and uncovered
 * (`useVisibleToVisitor`); Reject always. Without a request waiting it says so and offers Back.
 */
export function ApproveTransaction() {
  const store = useStore()
  const pending = useAtomValue(approvalAtom)
  const account = useAtomValue(activeAccountAtom)
  // The request whose caution the visitor accepted: the next one asks again.
  const [acknowledged, setAcknowledged] = useState<PendingApproval | undefined>(undefined)
  const cautionId = useId()
  const visibility = useVisibleToVisitor(pending)
  if (!pending) {
    return (
      <div className="al-stack">
        <Notice title="Nothing is waiting for your approval." />
        <button type="button" className="al-button" onClick={() => goBack(store)}>
          Back
        </button>
      </div>
    )
  }
  // A request with a fee moves funds; one without only signs.
  const Icon = pending.fee === undefined ? Signature : ArrowUpRight
  const waiting = pending.caution !== undefined && acknowledged !== pending
  return (
    <div className="al-stack">
      <div className="al-hero">
        <span className="al-hero-icon" aria-hidden="true">
          <Icon size={26} />
        </span>
        <p className="al-hero-title" data-testid="approval-title">
          {pending.title}
        </p>
        <HostOrigin />
      </div>
      <dl ref={visibility.detailsRef} className="al-details al-watched-lines" aria-label="Request">
        {pending.fields.map((field, index) => (
          // Labels can repeat (two transfers): the position keeps rows apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for this request
          <div key={index} className="al-details-row">
            <dt>{field.label}</dt>
            <dd className="al-break" data-tone={field.tone}>
              {field.value}
            </dd>
          </div>
        ))}
        <div className="al-details-row">
          <dt>Network</dt>
          <dd>{pending.network}</dd>
        </div>
        {pending.fee !== undefined ? (
          <div className="al-details-row">
            <dt>Network fee (max)</dt>
            <dd>{pending.fee}</dd>
          </div>
        ) : null}
        <div className="al-details-row">
          <dt>Account</dt>
          <dd className="al-break">{account.address ?? 'No account connected'}</dd>
        </div>
      </dl>
      {pending.caution ? (
        <div id={cautionId} data-testid="approval-caution">
          <Notice tone="warning" title={pending.caution.warning}>
            <label className="al-ack">
              <input
                type="checkbox"
                checked={acknowledged === pending}
                onChange={(event) => setAcknowledged(event.target.checked ? pending : undefined)}
              />
              {pending.caution.acknowledge}
            </label>
          </Notice>
        </div>
      ) : null}
      <p className="al-hint al-center">Only approve what you expected this site to ask for.</p>
      {visibility.gate === 'paused' ? (
        <p className="al-hint al-center" role="status">
          Approve is paused while this window is covered or faded.
        </p>
      ) : null}
      {visibility.gate === 'unread' ? (
        <p className="al-hint al-center" role="status">
          Scroll back over the whole request to approve it.
        </p>
      ) : null}
      <div className="al-button-row" ref={visibility.ref}>
        <button type="button" className="al-button" onClick={() => pending.reject()}>
          Reject
        </button>
        <button
          type="button"
          className="al-button al-button-primary"
          disabled={waiting || visibility.gate !== 'ready'}
          aria-describedby={waiting ? cautionId : undefined}
          onClick={() => pending.approve()}
        >
          Approve
        </button>
      </div>
    </div>
  )
}

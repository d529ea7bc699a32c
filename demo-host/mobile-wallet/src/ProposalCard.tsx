import { useId } from 'react'
import type { ProposalDescription } from './describeProposal.ts'
import { NamespaceList } from './NamespaceList.tsx'

/** Props of {@link ProposalCard}. */
export type ProposalCardProps = {
  proposal: ProposalDescription
  onApprove: () => void
  onReject: () => void
}

/**
 * A session proposal: the dapp as it describes itself (a monogram, never its remote icons) and
 * the namespaces it asks for, with "Approve" and "Reject".
 */
export function ProposalCard({ proposal, onApprove, onReject }: ProposalCardProps) {
  const titleId = useId()
  return (
    <section className="card request" aria-labelledby={titleId} data-testid="proposal">
      <p className="eyebrow">Connection request</p>
      <div className="dapp">
        <span className="monogram" aria-hidden="true">
          {proposal.monogram}
        </span>
        <div>
          <h2 id={titleId}>{proposal.name}</h2>
          <p className="mono muted">{proposal.url || 'no URL given'}</p>
        </div>
      </div>
      {proposal.description ? <p>{proposal.description}</p> : null}
      <p className="hint">
        The name and URL are what the dapp claims; this wallet does not verify them.
        {proposal.iconCount > 0 ? ' Its remote icons are not loaded.' : ''}
      </p>
      <NamespaceList title="Required" namespaces={proposal.required} />
      <NamespaceList title="Optional" namespaces={proposal.optional} />
      <div className="actions">
        <button className="secondary" type="button" onClick={onReject}>
          Reject
        </button>
        <button className="primary" type="button" onClick={onApprove}>
          Approve
        </button>
      </div>
    </section>
  )
}

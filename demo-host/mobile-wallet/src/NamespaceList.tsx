import type { NamespaceRequest } from './describeProposal.ts'

/** Props of {@link NamespaceList}. */
export type NamespaceListProps = {
  title: string
  namespaces: NamespaceRequest[]
}

/**
 * The namespaces of a proposal: chains, methods and events of each.
 */
export function NamespaceList({ title, namespaces }: NamespaceListProps) {
  return (
    <div className="namespaces">
      <h3>{title}</h3>
      {namespaces.length === 0 ? (
        <p className="muted">None</p>
      ) : (
        <ul>
          {namespaces.map((namespace) => (
            <li key={`${namespace.namespace}:${namespace.chains.join(',')}`}>
              <strong>{namespace.namespace}</strong>
              <dl className="facts compact">
                <div>
                  <dt>Chains</dt>
                  <dd className="mono">{namespace.chains.join(', ') || 'none listed'}</dd>
                </div>
                <div>
                  <dt>Methods</dt>
                  <dd className="mono">{namespace.methods.join(', ') || 'none'}</dd>
                </div>
                <div>
                  <dt>Events</dt>
                  <dd className="mono">{namespace.events.join(', ') || 'none'}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

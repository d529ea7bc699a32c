import type { SessionSummary } from './createMobileWallet.ts'

/** Props of {@link SessionList}. */
export type SessionListProps = {
  sessions: SessionSummary[]
  onDisconnect: (topic: string) => void
}

/**
 * The active sessions, each with its accounts and a "Disconnect" button (ends it from the wallet
 * side).
 */
export function SessionList({ sessions, onDisconnect }: SessionListProps) {
  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      {sessions.length === 0 ? (
        <p className="muted">No dapp is connected.</p>
      ) : (
        <ul className="sessions">
          {sessions.map((session) => (
            <li key={session.topic} aria-label={session.dappName}>
              <div>
                <strong>{session.dappName}</strong>
                <p className="mono muted">{session.dappUrl}</p>
                <p className="mono small">{session.accounts.join('\n')}</p>
                <p className="muted small">
                  Until {new Date(session.expiry * 1000).toLocaleString()}
                </p>
              </div>
              <button
                className="secondary"
                type="button"
                onClick={() => onDisconnect(session.topic)}
              >
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

import type { HostConnector } from '@airlock/shared-protocol'

/** Props of {@link ConnectView}. */
export type ConnectViewProps = {
  /** The verified origin of the host page. */
  hostOrigin: string
  /** The wallets the host SDK found in the host window. */
  connectors: readonly HostConnector[]
}

/**
 * The Connect view as far as the shell goes: which site the visitor is connecting to (its
 * verified origin, so that a look-alike host is visible), and the wallets found so far. Choosing a
 * wallet comes with the connectors area.
 *
 * @example
 * ```tsx
 * <ConnectView hostOrigin="http://127.0.0.1:4300" connectors={[]} />
 * ```
 */
export function ConnectView({ hostOrigin, connectors }: ConnectViewProps) {
  return (
    <div className="al-connect">
      <p className="al-subtitle">
        Connecting to <span className="al-origin">{hostOrigin}</span>
      </p>
      <section className="al-wallets" aria-label="Wallets">
        {connectors.length === 0 ? (
          <p className="al-empty">No wallets detected yet</p>
        ) : (
          <>
            <p className="al-section-label">Detected in this browser</p>
            <ul className="al-wallet-list">
              {connectors.map((connector) => (
                <li key={connector.id} className="al-wallet">
                  <span className="al-wallet-name">{connector.name}</span>
                  <span className="al-wallet-namespace">{connector.namespace}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  )
}

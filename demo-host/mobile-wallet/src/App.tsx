import { ActivityLog } from './ActivityLog.tsx'
import { MOBILE_WALLET_EVM_ACCOUNTS, MOBILE_WALLET_KEYS } from './constants.ts'
import type { MobileWallet } from './createMobileWallet.ts'
import { PairingForm } from './PairingForm.tsx'
import { ProposalCard } from './ProposalCard.tsx'
import { RequestCard } from './RequestCard.tsx'
import type { WalletConfig } from './readWalletConfig.ts'
import { SessionList } from './SessionList.tsx'
import { useMobileWallet } from './useMobileWallet.ts'

/** Props of {@link App}. */
export type AppProps = {
  wallet: MobileWallet
  config: WalletConfig
}

/** Swallows an action's rejection: the page shows it from `state.error`. */
const quietly = (action: Promise<void>) => {
  action.catch(() => {})
}

/**
 * The demo mobile wallet page: pairing, the proposal and request cards, sessions and activity.
 */
export function App({ wallet, config }: AppProps) {
  const state = useMobileWallet(wallet)
  const relayLabel =
    state.status === 'failed'
      ? 'not started'
      : state.relay === 'connected'
        ? 'connected'
        : state.relay === 'disconnected'
          ? 'disconnected'
          : 'not connected yet'

  return (
    <>
      <header className="bar">
        <p className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Airlock
        </p>
        <p className="dev-badge">Development wallet</p>
      </header>
      <main className="page">
        <h1>Airlock Demo Mobile Wallet</h1>
        <p className="warning" id="dev-warning">
          A development wallet with <strong>public test keys</strong> for the local chains only.
          Anything sent to these accounts on a real network is lost.
        </p>

        {state.error ? (
          <p className="alert" role="alert">
            {state.error}
          </p>
        ) : null}

        {state.proposals.map((proposal) => (
          <ProposalCard
            key={proposal.id}
            proposal={proposal}
            onApprove={() => quietly(wallet.approveProposal(proposal.id))}
            onReject={() => quietly(wallet.rejectProposal(proposal.id))}
          />
        ))}

        {state.requests.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            onApprove={() => quietly(wallet.approveRequest(request.id))}
            onReject={() => quietly(wallet.rejectRequest(request.id))}
          />
        ))}

        <PairingForm
          pairing={state.pairing}
          disabled={state.status === 'failed'}
          onPair={(uri) => quietly(wallet.pair(uri))}
        />

        <SessionList
          sessions={state.sessions}
          onDisconnect={(topic) => quietly(wallet.disconnect(topic))}
        />
        <section className="card" aria-labelledby="accounts-title">
          <h2 id="accounts-title">Accounts</h2>
          <dl className="facts">
            <div>
              <dt id="evm-account-title">EVM account</dt>
              <dd>
                <fieldset
                  className="choices"
                  aria-labelledby="evm-account-title"
                  disabled={state.switchingAccount}
                  aria-busy={state.switchingAccount}
                >
                  {MOBILE_WALLET_EVM_ACCOUNTS.map((account, index) => (
                    <label key={account.address}>
                      <input
                        type="radio"
                        name="evm-account"
                        checked={state.evmAccount === account.address}
                        onChange={() => quietly(wallet.switchEvmAccount(account.address))}
                      />
                      <span className="choice-name">Anvil key {index + 1}</span>{' '}
                      <span className="mono">{account.address}</span>
                    </label>
                  ))}
                </fieldset>
              </dd>
            </div>
            <div>
              <dt>Solana (key 1)</dt>
              <dd className="mono">{MOBILE_WALLET_KEYS.solana.address}</dd>
            </div>
            <div>
              <dt>Relay</dt>
              <dd>
                <span className="mono">{config.relayUrl}</span>{' '}
                <span className="status" data-relay={state.relay}>
                  {relayLabel}
                </span>
              </dd>
            </div>
          </dl>
        </section>
        <ActivityLog activity={state.activity} />
      </main>
    </>
  )
}

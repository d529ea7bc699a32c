import { createModal } from '@airlock/host-sdk'
import { useModal, useModalState } from '@airlock/host-sdk/react'
import { describeState, NO_ACCOUNT_HERE } from '../describeState.ts'
import { readModalUrl } from '../pageOptions.ts'
import { demoAdapters } from '../wallets/demoAdapters.ts'

const modalUrl = readModalUrl(document)
// Created once, at module level (outside components, so StrictMode's double render is harmless).
// As on the vanilla page, the adapters list the page's Solana, polkadot, bitcoin and cosmos
// wallets beside the EIP-6963 ones.
const modal = createModal({
  projectId: 'demo',
  modalUrl,
  adapters: demoAdapters(),
})

/**
 * The React demo page: a Connect Wallet button from `useModal()` and the live state from
 * `useModalState()`.
 */
export function App() {
  const { open, isOpen } = useModal(modal)
  const described = describeState(useModalState(modal))

  return (
    <>
      <header className="bar">
        <a className="brand" href="/">
          <span className="brand-mark" aria-hidden="true" />
          Airlock demo
        </a>
        <nav className="nav" aria-label="Demo pages">
          <a href="/">Vanilla</a>
          <a href="/react.html" aria-current="page">
            React
          </a>
        </nav>
      </header>
      <main className="page">
        <section className="card" aria-labelledby="title">
          <p className="eyebrow">React</p>
          <h1 id="title">Connect a wallet</h1>
          <p className="lead">
            The same modal from React: <code>useModal()</code> gives the button its{' '}
            <code>open</code>, <code>useModalState()</code> the state below.
          </p>
          <button
            className="primary"
            type="button"
            onClick={() => {
              open().catch((error: unknown) => {
                console.error('Airlock: the modal could not open', error)
              })
            }}
          >
            Connect Wallet
          </button>
          <dl className="state" aria-live="polite">
            <div>
              <dt>Modal</dt>
              <dd data-testid="is-open">{isOpen ? 'open' : 'closed'}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd data-status={described.status}>{described.status}</dd>
            </div>
            <div>
              <dt>Network</dt>
              <dd>{described.network}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd className={described.address === NO_ACCOUNT_HERE ? 'mono missing' : 'mono'}>
                {described.address}
              </dd>
            </div>
            {described.otherAccounts.map(({ label, address }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className="mono">{address}</dd>
              </div>
            ))}
          </dl>
          <p className="hint" role="status" hidden={described.hint === null}>
            {described.hint}
          </p>
          {described.error ? <p className="note">{described.error}</p> : null}
        </section>
        <p className="aside">
          Without a framework? The <a href="/">vanilla page</a> uses <code>createModal()</code>{' '}
          directly.
        </p>
      </main>
      <footer className="foot">
        Host <code>{location.origin}</code> · modal <code>{new URL(modalUrl).origin}</code>
      </footer>
    </>
  )
}

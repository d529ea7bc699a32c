import { useId, useState } from 'react'

/** Props of {@link PairingForm}. */
export type PairingFormProps = {
  /** True while a pairing is in progress (the button is busy). */
  pairing: boolean
  disabled: boolean
  onPair: (uri: string) => void
}

/**
 * A "Pairing URI" field and a "Connect" button: paste the `wc:` URI the dapp shows.
 */
export function PairingForm({ pairing, disabled, onPair }: PairingFormProps) {
  const [uri, setUri] = useState('')
  const fieldId = useId()
  const hintId = useId()
  return (
    <section className="card" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>Connect to a dapp</h2>
      <form
        className="pairing"
        onSubmit={(event) => {
          event.preventDefault()
          if (!uri.trim()) return
          onPair(uri)
          setUri('')
        }}
      >
        <label htmlFor={fieldId}>Pairing URI</label>
        <textarea
          id={fieldId}
          value={uri}
          rows={3}
          spellCheck={false}
          autoComplete="off"
          placeholder="wc:…@2?relay-protocol=irn&symKey=…"
          aria-describedby={hintId}
          onChange={(event) => setUri(event.target.value)}
        />
        <p className="hint" id={hintId}>
          Copy the WalletConnect link from the dapp, or open this page with <code>?uri=wc:…</code>.
        </p>
        <button
          className="primary"
          type="submit"
          disabled={disabled || pairing || !uri.trim()}
          aria-busy={pairing}
        >
          {pairing ? 'Connecting…' : 'Connect'}
        </button>
      </form>
    </section>
  )
}

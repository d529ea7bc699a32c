import { useAtomValue, useStore } from 'jotai/react'
import { type FormEvent, useId, useState } from 'react'
import { CopyText } from '../ui/CopyText.tsx'
import { Notice } from '../ui/Notice.tsx'
import { applyFrameState, callFrame, embeddedStateAtom } from './embeddedSession.ts'
import { loginErrorText } from './loginErrorText.ts'

/** Props of {@link EmbeddedSetup}. */
export type EmbeddedSetupProps = {
  /** How the visitor just logged in, for CONNECT_SUCCESS once the wallet can sign. */
  login: 'email' | 'social'
  /** Runs once the wallet can sign. */
  onReady: () => void
}

/** The recovery kit's file name when downloaded. */
const KIT_FILE = 'airlock-recovery-kit.txt'

/** Shortest passphrase the frame accepts for sealing the recovery kit. */
const MIN_PASSPHRASE = 8

/**
 * After a login where the frame cannot sign yet: on the first login (`needsWallet`) the visitor
 * chooses a passphrase (twice) that seals the recovery kit, then sees the kit once, to copy or
 * download, and continues when it is saved; on a new device (`needsRecovery`) the visitor pastes
 * the kit and its passphrase. The frame does the rest (key, shares); the modal never sees a key.
 */
export function EmbeddedSetup({ login, onReady }: EmbeddedSetupProps) {
  const store = useStore()
  const state = useAtomValue(embeddedStateAtom)
  const [passphrase, setPassphrase] = useState('')
  const [confirm, setConfirm] = useState('')
  const [kitInput, setKitInput] = useState('')
  const [kit, setKit] = useState<{ text: string; finish: () => void } | undefined>(undefined)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [pending, setPending] = useState(false)
  const kitId = useId()

  const run = async (action: () => Promise<void>) => {
    setPending(true)
    setProblem(undefined)
    try {
      await action()
    } catch (error) {
      setProblem(loginErrorText(error))
    } finally {
      setPending(false)
    }
  }

  if (kit) {
    const download = () => {
      const url = URL.createObjectURL(new Blob([kit.text], { type: 'text/plain' }))
      const anchor = document.createElement('a')
      anchor.href = url
      anchor.download = KIT_FILE
      anchor.click()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    }
    return (
      <div className="al-stack">
        <Notice title="Save your recovery kit">
          It is the only way to use this wallet on another device or browser. Keep it with your
          passphrase somewhere safe: nobody, not even this app, can recover it for you.
        </Notice>
        <label className="al-field" htmlFor={kitId}>
          <span className="al-label">Recovery kit</span>
          <textarea id={kitId} className="al-input" readOnly rows={4} value={kit.text} />
        </label>
        <div className="al-button-row">
          <CopyText
            value={kit.text}
            buttonLabel="Copy kit"
            fieldLabel="Recovery kit"
            copiedMessage="Recovery kit copied"
          />
          <button type="button" className="al-button" onClick={download}>
            Download kit
          </button>
        </div>
        <button type="button" className="al-button al-button-primary" onClick={kit.finish}>
          I saved my recovery kit
        </button>
      </div>
    )
  }

  if (state?.phase === 'needsRecovery') {
    const submit = (event: FormEvent) => {
      event.preventDefault()
      if (kitInput.trim() === '' || passphrase === '') {
        setProblem('Paste your recovery kit and enter its passphrase')
        return
      }
      void run(async () => {
        const next = await callFrame(store, 'recover', { kit: kitInput.trim(), passphrase })
        applyFrameState(store, next, { login })
        if (next.phase === 'ready') onReady()
      })
    }
    return (
      <form className="al-stack" onSubmit={submit} noValidate>
        <Notice title="Recover your wallet on this device">
          This browser does not hold your wallet yet. Paste the recovery kit you saved when you
          created it, and its passphrase.
        </Notice>
        <label className="al-field" htmlFor={kitId}>
          <span className="al-label">Recovery kit</span>
          <textarea
            id={kitId}
            className="al-input"
            rows={4}
            value={kitInput}
            onChange={(event) => setKitInput(event.target.value)}
          />
        </label>
        <PassphraseField
          label="Passphrase"
          autoComplete="current-password"
          value={passphrase}
          onChange={setPassphrase}
        />
        {problem ? <Notice tone="error" title={problem} /> : null}
        <button type="submit" className="al-button al-button-primary" disabled={pending}>
          {pending ? 'Recovering…' : 'Recover wallet'}
        </button>
      </form>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (passphrase.length < MIN_PASSPHRASE) {
      setProblem(`Choose a passphrase of at least ${MIN_PASSPHRASE} characters`)
      return
    }
    if (passphrase !== confirm) {
      setProblem('The two passphrases differ')
      return
    }
    void run(async () => {
      const created = await callFrame(store, 'createWallet', { passphrase })
      setKit({
        text: created.kit,
        finish: () => {
          applyFrameState(store, created.state, { login })
          if (created.state.phase === 'ready') onReady()
        },
      })
    })
  }
  return (
    <form className="al-stack" onSubmit={submit} noValidate>
      <Notice title="Protect your new wallet">
        Choose a passphrase for your recovery kit. You will need both to use this wallet on another
        device.
      </Notice>
      <PassphraseField
        label="Passphrase"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSPHRASE} characters.`}
        value={passphrase}
        onChange={setPassphrase}
      />
      <PassphraseField
        label="Passphrase again"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      {problem ? <Notice tone="error" title={problem} /> : null}
      <button type="submit" className="al-button al-button-primary" disabled={pending}>
        {pending ? 'Creating your wallet…' : 'Create wallet'}
      </button>
    </form>
  )
}

/**
 * A passphrase input with its label: the kit's passphrase, chosen (twice) or typed to recover.
 * The hint (the rule a new passphrase must meet) shows before the first attempt, outside the
 * label so that it describes the field without becoming part of its name.
 */
function PassphraseField(props: {
  label: string
  autoComplete: 'new-password' | 'current-password'
  hint?: string
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className="al-field">
      <label className="al-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="al-input"
        type="password"
        autoComplete={props.autoComplete}
        aria-describedby={props.hint ? hintId : undefined}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint ? (
        <p id={hintId} className="al-hint">
          {props.hint}
        </p>
      ) : null}
    </div>
  )
}

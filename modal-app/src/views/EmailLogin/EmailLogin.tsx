import { useAtomValue, useStore } from 'jotai/react'
import Mail from 'lucide-react/icons/mail'
import MailCheck from 'lucide-react/icons/mail-check'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { EmbeddedSetup } from '../../embedded/EmbeddedSetup.tsx'
import { applyFrameState, callFrame, embeddedStateAtom } from '../../embedded/embeddedSession.ts'
import { loginErrorText } from '../../embedded/loginErrorText.ts'
import { emailDraftAtom, sentEmailCodeAtom } from '../../state/emailLogin.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { resetView, viewAtom, viewDataAtom } from '../../state/router/viewStack.ts'
import { Notice } from '../../ui/Notice.tsx'
import { EmailField } from './EmailField.tsx'
import { useEmailStart } from './useEmailStart.ts'
import '../../ui/flow.css'

/** Props of {@link EmailLogin}. */
export type EmailLoginProps = {
  /** The clock (tests pass a fixed one). */
  now?: () => number
}

/** Digits of the emailed code. */
const CODE_LENGTH = 6

/**
 * EmailLogin: the embedded wallet's email login after the address. Connect's field mails the code
 * and opens this view on the code step (`{ email }`); opened without one (the host's
 * `open({ view: 'EmailLogin' })`, or "Change email") it starts with the same field
 * ({@link EmailField}). The visitor types the 6-digit code, checked as its last digit lands (a
 * wrong or expired one says so), or asks for a new one, under the 30 s block of spec §5. After
 * the code, a first login sets up the recovery kit and a new device recovers from it
 * ({@link EmbeddedSetup}); then Account.
 */
export function EmailLogin({ now = Date.now }: EmailLoginProps) {
  const store = useStore()
  const { email: enabled } = useAtomValue(effectiveFeaturesAtom)
  const state = useAtomValue(embeddedStateAtom)
  const sentTo = useAtomValue(viewDataAtom)?.email
  const [email, setEmail] = useState(typeof sentTo === 'string' ? sentTo : '')
  const [code, setCode] = useState('')
  const [step, setStep] = useState<'email' | 'code' | 'setup'>(email ? 'code' : 'email')
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [pending, setPending] = useState(false)
  const resend = useEmailStart(now)
  const codeId = useId()
  const sentId = useId()
  const codeRef = useRef<HTMLInputElement>(null)
  const checking = useRef(false)

  // The code step starts in its field: the visitor types (or pastes) the code at once.
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus()
  }, [step])

  if (!enabled) return <Notice title="This project has not enabled email login." />

  const finish = () => {
    if (store.get(viewAtom) === 'EmailLogin') resetView(store, 'Account')
  }

  const verify = async (typed: string) => {
    // One check at a time: the last digit's check and a press on Continue ask the frame once.
    if (checking.current) return
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(typed)) {
      setProblem(`Enter the ${CODE_LENGTH}-digit code from the email`)
      return
    }
    checking.current = true
    setProblem(undefined)
    setPending(true)
    try {
      const next = await callFrame(store, 'emailVerify', { email, code: typed })
      // The code is spent: a reload no longer offers it.
      store.set(sentEmailCodeAtom, undefined)
      applyFrameState(store, next, { login: 'email' })
      if (next.phase === 'ready') finish()
      else setStep('setup')
    } catch (error) {
      setProblem(loginErrorText(error))
    } finally {
      checking.current = false
      setPending(false)
    }
  }

  if (step === 'setup' && (state?.phase === 'needsWallet' || state?.phase === 'needsRecovery')) {
    return <EmbeddedSetup login="email" onReady={finish} />
  }

  if (step === 'email') {
    return (
      <div className="al-stack">
        <div className="al-hero">
          <span className="al-hero-icon" aria-hidden="true">
            <Mail size={26} />
          </span>
          <p className="al-hero-text">
            We email you a {CODE_LENGTH}-digit code to log in. No password, no extension.
          </p>
        </div>
        <EmailField
          now={now}
          onSent={(sent) => {
            setEmail(sent)
            setCode('')
            setProblem(undefined)
            setStep('code')
          }}
        />
      </div>
    )
  }

  const error = problem ?? resend.error
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void verify(code)
  }
  return (
    <form className="al-stack" onSubmit={submit} noValidate>
      <div className="al-hero">
        <span className="al-hero-icon" aria-hidden="true">
          <MailCheck size={26} />
        </span>
        <p className="al-hero-title">Check your email</p>
        <p className="al-hero-text" id={sentId}>
          Enter the {CODE_LENGTH}-digit code we sent to <strong>{email}</strong>.
        </p>
      </div>
      <label className="al-field" htmlFor={codeId}>
        <span className="al-label">Code</span>
        <input
          ref={codeRef}
          id={codeId}
          className="al-input al-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={'0'.repeat(CODE_LENGTH)}
          value={code}
          aria-invalid={problem !== undefined}
          // The step starts in this field, past the text above it: it says where the code went.
          aria-describedby={sentId}
          onChange={(event) => {
            // A code pasted as "123 456" or " 123456 " is the same code; the field has no
            // maxLength, which would cut such a paste to "123 45" before this sees it.
            const typed = event.target.value.replace(/[\s-]/g, '').slice(0, CODE_LENGTH)
            // Preact leaves the field as typed when the state does not change (a space): drop it.
            event.target.value = typed
            setCode(typed)
            // The last digit checks the code, as a one-time-code autofill expects: no extra tap.
            if (typed.length === CODE_LENGTH && /^\d+$/.test(typed)) void verify(typed)
          }}
        />
      </label>
      {error ? <Notice tone="error" title={error} /> : null}
      <button type="submit" className="al-button al-button-primary" disabled={pending}>
        {pending ? <Busy label="Checking…" /> : 'Continue'}
      </button>
      <div className="al-text-actions">
        <button
          type="button"
          className="al-text-button"
          disabled={pending || resend.pending}
          onClick={async () => {
            setProblem(undefined)
            if (await resend.start(email)) setCode('')
          }}
        >
          Send a new code
        </button>
        <span aria-hidden="true">·</span>
        <button
          type="button"
          className="al-text-button"
          onClick={() => {
            setProblem(undefined)
            resend.clear()
            // The field starts with the address the code went to, to correct it; Connect no
            // longer offers that code. The 30 s block stays with the memory of this page.
            store.set(emailDraftAtom, email)
            store.set(sentEmailCodeAtom, undefined)
            setStep('email')
          }}
        >
          Change email
        </button>
      </div>
    </form>
  )
}

/** A busy button's content: a spinning ring beside what is happening. */
function Busy({ label }: { label: string }) {
  return (
    <>
      <span className="al-spinner-ring" aria-hidden="true" />
      {label}
    </>
  )
}

import { useAtomValue, useStore } from 'jotai/react'
import Mail from 'lucide-react/icons/mail'
import MailCheck from 'lucide-react/icons/mail-check'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { EmbeddedSetup } from '../../embedded/EmbeddedSetup.tsx'
import {
  applyFrameState,
  callFrame,
  embeddedStateAtom,
  ensureWalletFrame,
} from '../../embedded/embeddedSession.ts'
import { loginErrorText, retryAfterSeconds } from '../../embedded/loginErrorText.ts'
import { tryAgainAfterError } from '../../state/errors/ERRORS.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { resetView, viewAtom } from '../../state/router/viewStack.ts'
import { emailLoginWaitSeconds } from '../../state/validation/emailLoginWaitSeconds.ts'
import { isValidEmail } from '../../state/validation/isValidEmail.ts'
import { Notice } from '../../ui/Notice.tsx'
import '../../ui/flow.css'

/** Props of {@link EmailLogin}. */
export type EmailLoginProps = {
  /** The clock (tests pass a fixed one). */
  now?: () => number
}

/** Digits of the emailed code. */
const CODE_LENGTH = 6

/**
 * EmailLogin: the embedded wallet's email login. The address is checked as spec §5 says (well
 * formed; a second code within 30 s is refused with "try again after N seconds", counting down,
 * whether the modal or the auth service noticed), then the frame mails a 6-digit code, which the
 * visitor types here (a wrong or expired code says so). After the code, a first login sets up the
 * recovery kit and a new device recovers from it ({@link EmbeddedSetup}); then Account. The wallet
 * frame loads when this view opens: choosing email is when a login starts.
 */
export function EmailLogin({ now = Date.now }: EmailLoginProps) {
  const store = useStore()
  const { email: enabled } = useAtomValue(effectiveFeaturesAtom)
  const state = useAtomValue(embeddedStateAtom)
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [step, setStep] = useState<'email' | 'code' | 'setup'>('email')
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [blockedUntil, setBlockedUntil] = useState<number | undefined>(undefined)
  const [pending, setPending] = useState(false)
  const lastAttempt = useRef<number | undefined>(undefined)
  const emailId = useId()
  const codeId = useId()
  const secondsLeft = useSecondsLeft(blockedUntil, now)
  const codeRef = useRef<HTMLInputElement>(null)

  // The code step starts in its field: the visitor types (or pastes) the code at once.
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus()
  }, [step])

  useEffect(() => {
    // The frame loads while the visitor types: the login has started.
    if (enabled) ensureWalletFrame(store).catch(() => undefined)
  }, [store, enabled])

  if (!enabled) return <Notice title="This project has not enabled email login." />

  const finish = () => {
    if (store.get(viewAtom) === 'EmailLogin') resetView(store, 'Account')
  }

  const sendCode = async () => {
    if (!isValidEmail(email)) {
      setProblem('Enter a valid email address')
      return
    }
    const wait = emailLoginWaitSeconds(lastAttempt.current, now())
    if (wait > 0) {
      setProblem(undefined)
      setBlockedUntil(now() + wait * 1000)
      return
    }
    setProblem(undefined)
    setPending(true)
    try {
      lastAttempt.current = now()
      await callFrame(store, 'emailStart', { email })
      setBlockedUntil(undefined)
      setCode('')
      setStep('code')
    } catch (error) {
      const retry = retryAfterSeconds(error)
      if (retry !== undefined) setBlockedUntil(now() + retry * 1000)
      else setProblem(loginErrorText(error))
    } finally {
      setPending(false)
    }
  }

  const verify = async () => {
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      setProblem(`Enter the ${CODE_LENGTH}-digit code from the email`)
      return
    }
    setProblem(undefined)
    setPending(true)
    try {
      const next = await callFrame(store, 'emailVerify', { email, code })
      applyFrameState(store, next, { login: 'email' })
      if (next.phase === 'ready') finish()
      else setStep('setup')
    } catch (error) {
      setProblem(loginErrorText(error))
    } finally {
      setPending(false)
    }
  }

  if (step === 'setup' && (state?.phase === 'needsWallet' || state?.phase === 'needsRecovery')) {
    return <EmbeddedSetup login="email" onReady={finish} />
  }

  const blocked = secondsLeft > 0 ? tryAgainAfterError(secondsLeft) : undefined
  const error = problem ?? blocked

  if (step === 'code') {
    const submit = (event: FormEvent) => {
      event.preventDefault()
      void verify()
    }
    return (
      <form className="al-stack" onSubmit={submit} noValidate>
        <div className="al-hero">
          <span className="al-hero-icon" aria-hidden="true">
            <MailCheck size={26} />
          </span>
          <p className="al-hero-title">Check your email</p>
          <p className="al-hero-text">
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
            maxLength={CODE_LENGTH}
            value={code}
            aria-invalid={problem !== undefined}
            onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
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
            disabled={pending}
            onClick={() => void sendCode()}
          >
            Send a new code
          </button>
          <span aria-hidden="true">·</span>
          <button
            type="button"
            className="al-text-button"
            onClick={() => {
              setProblem(undefined)
              setStep('email')
            }}
          >
            Change email
          </button>
        </div>
      </form>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void sendCode()
  }
  return (
    <form className="al-stack" onSubmit={submit} noValidate>
      <div className="al-hero">
        <span className="al-hero-icon" aria-hidden="true">
          <Mail size={26} />
        </span>
        <p className="al-hero-text">
          We email you a {CODE_LENGTH}-digit code to log in. No password, no extension.
        </p>
      </div>
      <label className="al-field" htmlFor={emailId}>
        <span className="al-label">Email</span>
        <input
          id={emailId}
          className="al-input"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={problem !== undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      {error ? <Notice tone="error" title={error} /> : null}
      <button type="submit" className="al-button al-button-primary" disabled={pending}>
        {pending ? <Busy label="Sending a code…" /> : 'Continue'}
      </button>
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

/** Whole seconds until `until`, counting down once a second; 0 once passed (or without one). */
function useSecondsLeft(until: number | undefined, now: () => number): number {
  const left = () => (until === undefined ? 0 : Math.max(0, Math.ceil((until - now()) / 1000)))
  const [seconds, setSeconds] = useState(left)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `until` and `now` only
  useEffect(() => {
    setSeconds(left())
    if (until === undefined) return
    const timer = setInterval(() => {
      const next = left()
      setSeconds(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until, now])
  return seconds
}

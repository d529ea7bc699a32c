import { useAtomValue, useStore } from 'jotai/react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { callWallet } from '../../app/callWallet.ts'
import { tryAgainAfterError } from '../../state/errors/ERRORS.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { emailLoginWaitSeconds } from '../../state/validation/emailLoginWaitSeconds.ts'
import { isValidEmail } from '../../state/validation/isValidEmail.ts'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'

/** Props of {@link EmailLogin}. */
export type EmailLoginProps = {
  /** The clock (tests pass a fixed one). */
  now?: () => number
}

/**
 * EmailLogin: an email field checked as spec §5 says (well formed; a second attempt within 30 s
 * is refused with "try again after N seconds"); continuing goes to the embedded wallet through
 * `callWallet`. Email login needs an embedded-wallet service; where the project has none (no
 * project can configure one yet) the view says so instead of offering the form.
 */
export function EmailLogin({ now = Date.now }: EmailLoginProps) {
  const store = useStore()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const lastAttempt = useRef<number | undefined>(undefined)
  const fieldId = useId()
  const login = useAction(() => callWallet(store, { kind: 'connect', connectorId: 'email' }))
  const { email: enabled } = useAtomValue(effectiveFeaturesAtom)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isValidEmail(email)) {
      setProblem('Enter a valid email address')
      return
    }
    const wait = emailLoginWaitSeconds(lastAttempt.current, now())
    if (wait > 0) {
      setProblem(tryAgainAfterError(wait))
      return
    }
    setProblem(undefined)
    lastAttempt.current = now()
    void login.run()
  }
  if (!enabled) return <Notice title="This project has not enabled email login." />
  const error = problem ?? login.error
  return (
    <form className="al-stack" onSubmit={submit} noValidate>
      <label className="al-field" htmlFor={fieldId}>
        <span className="al-label">Email</span>
        <input
          id={fieldId}
          className="al-input"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={problem !== undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      {error ? <Notice tone="error" title={error} /> : null}
      <button type="submit" className="al-button al-button-primary" disabled={login.pending}>
        Continue
      </button>
    </form>
  )
}

import { useAtom, useAtomValue, useStore } from 'jotai/react'
import { type FormEvent, useEffect, useId } from 'react'
import { connectedNamespacesAtom } from '../../state/account.ts'
import { emailDraftAtom, sentEmailCodeAtom, usableEmailCode } from '../../state/emailLogin.ts'
import { isValidEmail } from '../../state/validation/isValidEmail.ts'
import { preloadView } from '../../ui/ViewRouter.tsx'
import { useEmailStart } from './useEmailStart.ts'
import './EmailField.css'

/** Props of {@link EmailField}. */
export type EmailFieldProps = {
  /** legalCheckbox unchecked: nothing is sent until the visitor agrees to the host's terms. */
  locked?: boolean | undefined
  /** The clock (tests pass a fixed one). */
  now?: (() => number) | undefined
  /** The code was mailed to `email`: on to the code step. */
  onSent: (email: string) => void
}

/**
 * The email login's field, the way it opens: an envelope, the address, and an arrow inside the
 * field that sends the code, enabled once the address looks right. Enter sends too, and on a
 * malformed address says why; refusals (the 30 s block counting down, the auth service out of
 * reach) show under the field, which keeps what was typed. What is typed is the modal's draft
 * ({@link emailDraftAtom}): kept when the visitor leaves and comes back, a reload too, emptied
 * once the code is mailed. An address that was mailed a code moments ago (before a reload, say)
 * goes on to that code. While a code this modal mailed (before a reload too) can still be used
 * and no account is connected, "Enter the code we sent to …" under the field goes back to it. The
 * first keystroke loads the wallet frame and the code step. Never focused on its own: on a phone
 * that would pop the keyboard.
 * Inline SVG marks, no icon set: Connect shows this field at first paint.
 */
export function EmailField({ locked = false, now = Date.now, onSent }: EmailFieldProps) {
  const store = useStore()
  const login = useEmailStart(now)
  const [email, setEmail] = useAtom(emailDraftAtom)
  const errorId = useId()
  const address = email.trim()
  const remembered = useAtomValue(sentEmailCodeAtom)
  const usable = usableEmailCode(remembered, now())
  const connected = useAtomValue(connectedNamespacesAtom).length > 0
  const waiting = connected ? undefined : usable

  // A code past its lifetime is of no use: it leaves the modal's storage.
  useEffect(() => {
    if (remembered && !usable) store.set(sentEmailCodeAtom, undefined)
  }, [store, remembered, usable])

  const send = async () => {
    if (locked || login.pending) return
    if (!(await login.start(address, { takeSentCode: true }))) return
    onSent(address)
    setEmail('')
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void send()
  }

  return (
    <form className="al-email" onSubmit={submit} noValidate>
      <div className="al-email-box">
        <svg className="al-email-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="14" rx="2.5" />
          <path d="m4 7.5 8 5.5 8-5.5" />
        </svg>
        <input
          className="al-input al-email-input"
          type="email"
          aria-label="Email"
          placeholder="Email"
          autoComplete="email"
          // A string: Preact drops a false attribute, and spellcheck is on by default.
          spellCheck="false"
          value={email}
          aria-invalid={login.invalid}
          aria-describedby={login.error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value)
            login.clear()
            login.warm()
            void preloadView('EmailLogin')
          }}
          onKeyDown={(event) => {
            // Enter on a malformed address says why (the disabled arrow would not submit).
            if (event.key !== 'Enter') return
            event.preventDefault()
            void send()
          }}
        />
        <button
          type="submit"
          className="al-email-submit al-hit-area"
          aria-label="Continue with email"
          disabled={locked || login.pending || !isValidEmail(address)}
        >
          {login.pending ? (
            <span className="al-spinner-ring" aria-hidden="true" />
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12h14m-6-6 6 6-6 6" />
            </svg>
          )}
        </button>
      </div>
      {login.error ? (
        <p id={errorId} className="al-hint al-hint-error" role="alert">
          {login.error}
        </p>
      ) : null}
      {waiting ? (
        <button
          type="button"
          className="al-email-sent"
          disabled={locked}
          onClick={() => onSent(waiting.email)}
        >
          Enter the code we sent to <strong>{waiting.email}</strong>
        </button>
      ) : null}
    </form>
  )
}

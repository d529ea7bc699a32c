import { useStore } from 'jotai/react'
import { atom } from 'jotai/vanilla'
import { useEffect, useRef, useState } from 'react'
import { TIMES } from '../../state/constants.ts'
import { sentEmailCodeAtom } from '../../state/emailLogin.ts'
import { tryAgainAfterError } from '../../state/errors/ERRORS.ts'
import { emailLoginWaitSeconds } from '../../state/validation/emailLoginWaitSeconds.ts'
import {
  EMAIL_LOCAL_PART_MAX,
  isEmailLocalPartTooLong,
  isValidEmail,
} from '../../state/validation/isValidEmail.ts'

/**
 * When this modal last asked for an email code, and for which address: Connect's field and the
 * code step's "Send a new code" share the 30 s block (spec §5), so neither view can start a
 * second login inside it; the same address again inside it goes on to the code already mailed.
 * After a reload the block counts from the code the modal's storage kept ({@link sentEmailCodeAtom});
 * this one outlives that code's "Change email".
 */
const lastEmailStartAtom = atom<{ email: string; at: number } | undefined>(undefined)

/** The refusal of the address itself, by this modal or the auth service (`INVALID_EMAIL`). */
const MALFORMED = 'Enter a valid email address'

/**
 * A well-formed address the auth service would still refuse (`INVALID_EMAIL`, shown as
 * {@link MALFORMED}): the same words, and which part to shorten.
 */
const TOO_LONG = `${MALFORMED}: the part before @ can be at most ${EMAIL_LOCAL_PART_MAX} characters`

/** What {@link useEmailStart} gives a view. */
export type EmailStart = {
  /**
   * Mails a code to `email`; true once mailed, false when refused (`error` says why). A
   * malformed address, or one whose part before the @ is too long, is refused before anything is
   * asked.
   */
  start: (email: string, options?: EmailStartOptions) => Promise<boolean>
  /** Loads the wallet frame ahead of the first send (the visitor started typing); once. */
  warm: () => void
  /** A code is being asked for. */
  pending: boolean
  /** What went wrong, for under the field: a refusal, or the block counting down. */
  error: string | undefined
  /** The address itself was refused: the field is marked invalid (not for a service down). */
  invalid: boolean
  /** Forgets the refusal (the visitor edits the address); a running block stays. */
  clear: () => void
}

/** Options of {@link EmailStart}'s `start`. */
type EmailStartOptions = {
  /**
   * A code mailed to this address inside the 30 s block (by this modal, or before a reload, as
   * the auth service's `EMAIL_COOLDOWN` says) is taken as sent: true, with the block left running.
   * For the field that starts a login; "Send a new code" wants a new one.
   */
  takeSentCode?: boolean
}

/** The embedded wallet's session, where the login runs: loaded when the visitor starts typing. */
const session = () => import('../../embedded/embeddedSession.ts')

/**
 * The one home of an email login's first step: the address's check, the 30 s block between two
 * codes (spec §5), counting down whether this modal or the auth service noticed it, the frame's
 * `emailStart`, and its refusals in words. The frame's session and the refusals' texts load when
 * first needed: Connect, which shows the field, is in the first paint.
 */
export function useEmailStart(now: () => number = Date.now): EmailStart {
  const store = useStore()
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [blockedUntil, setBlockedUntil] = useState<number | undefined>(undefined)
  const [pending, setPending] = useState(false)
  const secondsLeft = useSecondsLeft(blockedUntil, now)
  const warmed = useRef(false)

  const start = async (email: string, { takeSentCode = false }: EmailStartOptions = {}) => {
    if (!isValidEmail(email)) {
      setProblem(MALFORMED)
      return false
    }
    if (isEmailLocalPartTooLong(email)) {
      setProblem(TOO_LONG)
      return false
    }
    const previous = store.get(lastEmailStartAtom) ?? store.get(sentEmailCodeAtom)
    const wait = emailLoginWaitSeconds(previous?.at, now())
    setProblem(undefined)
    if (wait > 0) {
      if (takeSentCode && sameAddress(previous?.email, email)) return true
      setBlockedUntil(now() + wait * 1000)
      return false
    }
    setPending(true)
    const at = now()
    try {
      const frame = await session()
      const { expiresInSeconds } = await frame.callFrame(store, 'emailStart', { email })
      store.set(lastEmailStartAtom, { email, at })
      store.set(sentEmailCodeAtom, { email, at, expiresAt: at + expiresInSeconds * 1000 })
      setBlockedUntil(undefined)
      return true
    } catch (error) {
      // No code went out: the 30 s between two codes does not start (the service's own block,
      // when it sends one, is kept below).
      const texts = await import('../../embedded/loginErrorText.ts')
      const retry = texts.retryAfterSeconds(error)
      if (takeSentCode && texts.isCodeAlreadySent(error)) {
        // The page was reloaded since the code went out, and the modal's storage did not keep
        // it: that code is still valid, and the block is the service's, counted back from the
        // seconds it says are left. Its lifetime is unknown here but at least that block's.
        const left = (retry ?? TIMES.emailLoginCooldown / 1000) * 1000
        const sentAt = now() + left - TIMES.emailLoginCooldown
        store.set(lastEmailStartAtom, { email, at: sentAt })
        store.set(sentEmailCodeAtom, { email, at: sentAt, expiresAt: now() + left })
        return true
      }
      if (retry !== undefined) setBlockedUntil(now() + retry * 1000)
      else setProblem(texts.loginErrorText(error))
      return false
    } finally {
      setPending(false)
    }
  }

  return {
    start,
    warm: () => {
      if (warmed.current) return
      warmed.current = true
      // A frame that fails to load here is mounted afresh by the send.
      session()
        .then((frame) => frame.ensureWalletFrame(store))
        .catch(() => undefined)
    },
    pending,
    error: problem ?? (secondsLeft > 0 ? tryAgainAfterError(secondsLeft) : undefined),
    invalid: problem === MALFORMED || problem === TOO_LONG,
    clear: () => setProblem(undefined),
  }
}

/** The auth service keeps an address in lower case: `Ada@…` and `ada@…` get one code. */
function sameAddress(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase()
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

import { useStore } from 'jotai/react'
import { atom } from 'jotai/vanilla'
import { useEffect, useRef, useState } from 'react'
import { tryAgainAfterError } from '../../state/errors/ERRORS.ts'
import { emailLoginWaitSeconds } from '../../state/validation/emailLoginWaitSeconds.ts'
import {
  EMAIL_LOCAL_PART_MAX,
  isEmailLocalPartTooLong,
  isValidEmail,
} from '../../state/validation/isValidEmail.ts'

/**
 * When this modal last asked for an email code: Connect's field and the code step's "Send a new
 * code" share the 30 s block (spec §5), so neither view can start a second login inside it.
 */
const lastEmailStartAtom = atom<number | undefined>(undefined)

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
  start: (email: string) => Promise<boolean>
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

  const start = async (email: string) => {
    if (!isValidEmail(email)) {
      setProblem(MALFORMED)
      return false
    }
    if (isEmailLocalPartTooLong(email)) {
      setProblem(TOO_LONG)
      return false
    }
    const wait = emailLoginWaitSeconds(store.get(lastEmailStartAtom), now())
    setProblem(undefined)
    if (wait > 0) {
      setBlockedUntil(now() + wait * 1000)
      return false
    }
    setPending(true)
    const previous = store.get(lastEmailStartAtom)
    try {
      const frame = await session()
      store.set(lastEmailStartAtom, now())
      await frame.callFrame(store, 'emailStart', { email })
      setBlockedUntil(undefined)
      return true
    } catch (error) {
      // No code went out: the 30 s between two codes does not start (the service's own block,
      // when it sends one, is kept below).
      store.set(lastEmailStartAtom, previous)
      const texts = await import('../../embedded/loginErrorText.ts')
      const retry = texts.retryAfterSeconds(error)
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

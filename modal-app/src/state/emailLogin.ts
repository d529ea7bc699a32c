import { atom, type WritableAtom } from 'jotai/vanilla'
import type { Store } from './Store.ts'
import { STORAGE_KEYS, storageAtom } from './storage.ts'

/**
 * How long the modal's storage keeps an address the visitor typed (unsent, or with a mailed code
 * the service may take for longer): a trip to the mail app or a reload, not until the next
 * visitor of a shared device opens the modal on this site.
 */
export const EMAIL_MEMORY_MS = 10 * 60_000

/**
 * A login code the auth service mailed: the address, when it went out (the 30 s block of spec §5
 * counts from it) and until when the service takes it (`expiresAt`, epoch milliseconds).
 */
export type SentEmailCode = { email: string; at: number; expiresAt: number }

/**
 * An atom kept in the modal's storage under `key`: read from it once, then from memory, and
 * written through (removed when set to `undefined`). Blocked storage leaves only the memory.
 */
function storedAtom<T>(
  key: string,
  parse: (stored: unknown) => T | undefined,
): WritableAtom<T | undefined, [T | undefined], void> {
  // `undefined`: not read yet; `null`: read, nothing there.
  const memory = atom<T | null | undefined>(undefined)
  return atom(
    (get) => {
      const known = get(memory)
      if (known !== undefined) return known ?? undefined
      return parse(get(storageAtom).get<unknown>(key))
    },
    (get, set, next) => {
      set(memory, next ?? null)
      if (next === undefined) get(storageAtom).remove(key)
      else get(storageAtom).set(key, next)
    },
  )
}

/**
 * The last code this modal had mailed, kept across a reload: a phone's browser discards the tab
 * while the visitor reads the mail, and the code must not be lost with it. Kept until the code's
 * lifetime ends ({@link usableEmailCode}), the login succeeds, "Change email" or a disconnect.
 */
export const sentEmailCodeAtom = storedAtom<SentEmailCode>(STORAGE_KEYS.emailCode, (stored) => {
  if (typeof stored !== 'object' || stored === null) return undefined
  const { email, at, expiresAt } = stored as Record<string, unknown>
  return typeof email === 'string' && typeof at === 'number' && typeof expiresAt === 'number'
    ? { email, at, expiresAt }
    : undefined
})

/** The remembered code, while the auth service still takes it and for {@link EMAIL_MEMORY_MS}. */
export function usableEmailCode(
  code: SentEmailCode | undefined,
  now: number,
): SentEmailCode | undefined {
  return code && now < Math.min(code.expiresAt, code.at + EMAIL_MEMORY_MS) ? code : undefined
}

const draftAtom = storedAtom<{ email: string; at: number }>(STORAGE_KEYS.emailDraft, (stored) => {
  if (typeof stored !== 'object' || stored === null) return undefined
  const { email, at } = stored as Record<string, unknown>
  return typeof email === 'string' && typeof at === 'number' && Date.now() - at < EMAIL_MEMORY_MS
    ? { email, at }
    : undefined
})

/**
 * The address typed in the email field and not yet sent: kept across views, the modal's closing
 * and, for {@link EMAIL_MEMORY_MS} after the last keystroke, a reload, as a phone visitor
 * leaves for their mail app or a wallet and comes back to it.
 */
export const emailDraftAtom = atom(
  (get) => get(draftAtom)?.email ?? '',
  (_get, set, next: string) =>
    set(draftAtom, next === '' ? undefined : { email: next, at: Date.now() }),
)

/** Forgets the email login in progress, the mailed code and the draft (a disconnect). */
export function forgetEmailLogin(store: Store): void {
  store.set(sentEmailCodeAtom, undefined)
  store.set(draftAtom, undefined)
}

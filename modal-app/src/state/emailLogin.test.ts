import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import {
  EMAIL_MEMORY_MS,
  emailDraftAtom,
  forgetEmailLogin,
  sentEmailCodeAtom,
  usableEmailCode,
} from './emailLogin.ts'
import { STORAGE_KEYS, type StorageLike } from './storage.ts'
import { mapStorage, onStorage } from './testing.ts'

/** A modal page on `backend`, as main.tsx boots one: a new store each (re)load. */
const modalPage = (backend: StorageLike | (() => StorageLike)) => onStorage(createStore(), backend)

const sent = { email: 'ada@example.com', at: 1_000_000, expiresAt: 1_600_000 }

describe('email login memory', () => {
  test('default: a mailed code and a typed address are found again after a reload', () => {
    const backend = mapStorage()
    const before = modalPage(backend)
    before.set(sentEmailCodeAtom, sent)
    before.set(emailDraftAtom, 'bob@exa')
    const after = modalPage(backend)
    expect(after.get(sentEmailCodeAtom)).toEqual(sent)
    expect(after.get(emailDraftAtom)).toBe('bob@exa')
  })

  test('behavior: a typed address is not found again once its draft life has passed', () => {
    vi.useFakeTimers({ now: 5_000_000 })
    try {
      const backend = mapStorage()
      modalPage(backend).set(emailDraftAtom, 'bob@exa')
      vi.setSystemTime(5_000_000 + EMAIL_MEMORY_MS - 1)
      expect(modalPage(backend).get(emailDraftAtom)).toBe('bob@exa')
      vi.setSystemTime(5_000_000 + EMAIL_MEMORY_MS)
      expect(modalPage(backend).get(emailDraftAtom)).toBe('')
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: a code is usable until its lifetime ends, not after', () => {
    expect(usableEmailCode(sent, 1_599_999)).toBe(sent)
    expect(usableEmailCode(sent, 1_600_000)).toBeUndefined()
    expect(usableEmailCode(undefined, 0)).toBeUndefined()
    // A service that takes codes for a day: the address leaves the visitor's device sooner.
    const daylong = { ...sent, expiresAt: sent.at + 86_400_000 }
    expect(usableEmailCode(daylong, sent.at + EMAIL_MEMORY_MS - 1)).toBe(daylong)
    expect(usableEmailCode(daylong, sent.at + EMAIL_MEMORY_MS)).toBeUndefined()
  })

  test('behavior: an emptied draft and a forgotten login leave nothing in storage', () => {
    const backend = mapStorage()
    const page = modalPage(backend)
    page.set(sentEmailCodeAtom, sent)
    page.set(emailDraftAtom, 'ada@example.com')
    page.set(emailDraftAtom, '')
    expect(backend.data.has(STORAGE_KEYS.emailDraft)).toBe(false)
    page.set(emailDraftAtom, 'ada@example.com')
    forgetEmailLogin(page)
    expect(backend.data.size).toBe(0)
    expect(modalPage(backend).get(sentEmailCodeAtom)).toBeUndefined()
    expect(modalPage(backend).get(emailDraftAtom)).toBe('')
  })

  test('behavior: what another version stored in another shape is ignored', () => {
    const backend = mapStorage()
    backend.data.set(STORAGE_KEYS.emailCode, JSON.stringify({ email: 'ada@example.com' }))
    backend.data.set(STORAGE_KEYS.emailDraft, JSON.stringify(42))
    const page = modalPage(backend)
    expect(page.get(sentEmailCodeAtom)).toBeUndefined()
    expect(page.get(emailDraftAtom)).toBe('')
  })

  test('error: blocked storage remembers within the page only, and nothing throws', () => {
    const blocked = vi.fn((): StorageLike => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const page = modalPage(blocked)
    expect(() => page.set(sentEmailCodeAtom, sent)).not.toThrow()
    expect(page.get(sentEmailCodeAtom)).toEqual(sent)
    expect(modalPage(blocked).get(sentEmailCodeAtom)).toBeUndefined()
  })
})

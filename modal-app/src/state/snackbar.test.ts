import { createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TIMES } from './constants.ts'
import { closeSnackbar, showSnackbar, snackbarAtom } from './snackbar.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('§4 snackbar', () => {
  test('§4 snackbar: loading, success and error variants show at once when none is open', () => {
    const store = createStore()
    for (const variant of ['loading', 'success', 'error'] as const) {
      closeSnackbar(store)
      showSnackbar(store, { message: variant, variant })
      expect(store.get(snackbarAtom)).toMatchObject({ open: true, message: variant, variant })
    }
  })

  test('§4 snackbar: a new message closes the open one and shows after 150 ms', () => {
    const store = createStore()
    showSnackbar(store, { message: 'first', variant: 'loading', autoClose: false })
    showSnackbar(store, { message: 'second', variant: 'error' })
    expect(store.get(snackbarAtom)).toMatchObject({ open: false, message: 'first' })
    vi.advanceTimersByTime(149)
    expect(store.get(snackbarAtom).open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(store.get(snackbarAtom)).toMatchObject({
      open: true,
      message: 'second',
      variant: 'error',
    })
  })

  test('§4 snackbar: auto-close by default, not when turned off', () => {
    const store = createStore()
    showSnackbar(store, { message: 'saved', variant: 'success' })
    expect(store.get(snackbarAtom).autoClose).toBe(true)
    vi.advanceTimersByTime(TIMES.snackbarAutoClose)
    expect(store.get(snackbarAtom).open).toBe(false)
    showSnackbar(store, { message: 'busy', variant: 'loading', autoClose: false })
    vi.advanceTimersByTime(TIMES.snackbarAutoClose * 10)
    expect(store.get(snackbarAtom).open).toBe(true)
  })

  test('§4 snackbar: the replaced message cannot close the new one early', () => {
    const store = createStore()
    showSnackbar(store, { message: 'first', variant: 'success' })
    vi.advanceTimersByTime(TIMES.snackbarAutoClose - 100)
    showSnackbar(store, { message: 'second', variant: 'success' })
    vi.advanceTimersByTime(150 + 100)
    expect(store.get(snackbarAtom)).toMatchObject({ open: true, message: 'second' })
  })
})

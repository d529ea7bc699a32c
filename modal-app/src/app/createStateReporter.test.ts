import type { ModalState } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { closeShell } from './closeShell.ts'
import { createStateReporter } from './createStateReporter.ts'
import { openShell } from './openShell.ts'

describe('createStateReporter', () => {
  test('default: one push per change, numbered from 1', () => {
    const store = createStore()
    const pushed: ModalState[] = []
    const reporter = createStateReporter(store, async (state) => pushed.push(state))
    expect(reporter.current().seq).toBe(0)
    openShell(store, {})
    closeShell(store)
    expect(pushed.map((state) => [state.seq, state.open])).toEqual([
      [1, true],
      [2, false],
    ])
    expect(reporter.current()).toMatchObject({ seq: 2, open: false })
  })

  test('behavior: no push when nothing changed', () => {
    const store = createStore()
    const push = vi.fn(async () => null)
    createStateReporter(store, push)
    closeShell(store)
    openShell(store, {})
    openShell(store, { view: 'Connect' })
    expect(push).toHaveBeenCalledTimes(1)
  })

  test('behavior: stop() ends the pushes', () => {
    const store = createStore()
    const push = vi.fn(async () => null)
    createStateReporter(store, push).stop()
    openShell(store, {})
    expect(push).not.toHaveBeenCalled()
  })

  test('error: a failed push is reported to onError, not thrown', async () => {
    const store = createStore()
    const onError = vi.fn()
    createStateReporter(store, async () => Promise.reject(new Error('host gone')), onError)
    openShell(store, {})
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('host gone')))
  })
})

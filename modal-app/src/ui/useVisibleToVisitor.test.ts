import { describe, expect, test } from 'vitest'
import {
  type ConfirmGate,
  confirmGate,
  MIN_VISIBLE_MS,
  reportVisibility,
  type VisibilityWatch,
} from './useVisibleToVisitor.ts'

describe('confirmGate', () => {
  const cases: Array<[string, VisibilityWatch, number, ConfirmGate, number | undefined]> = [
    ['just shown: waits', { startedAt: 0, visibleSince: 0 }, 0, 'waiting', MIN_VISIBLE_MS],
    ['visible 499 ms: waits 1 more', { startedAt: 0, visibleSince: 100 }, 599, 'waiting', 1],
    [
      'visible exactly long enough: counts',
      { startedAt: 0, visibleSince: 100 },
      600,
      'ready',
      undefined,
    ],
    ['visible long since: counts', { startedAt: 0, visibleSince: 0 }, 60_000, 'ready', undefined],
    ['not visible while opening: waits, no line', { startedAt: 0 }, 150, 'waiting', 350],
    ['not visible past the opening: paused', { startedAt: 0 }, MIN_VISIBLE_MS, 'paused', undefined],
    ['not visible for long: paused', { startedAt: 0 }, 60_000, 'paused', undefined],
  ]
  test.each(cases)('behavior: %s', (_, watch, now, gate, recheckInMs) => {
    expect(confirmGate(watch, now)).toEqual(
      recheckInMs === undefined ? { gate } : { gate, recheckInMs },
    )
  })
})

describe('reportVisibility', () => {
  test('behavior: visible keeps the first moment it became so; not visible starts over', () => {
    const hidden: VisibilityWatch = { startedAt: 10 }
    const shown = reportVisibility(hidden, true, 200)
    expect(shown).toEqual({ startedAt: 10, visibleSince: 200 })
    expect(reportVisibility(shown, true, 900)).toEqual(shown)
    const faded = reportVisibility(shown, false, 1000)
    expect(faded).toEqual({ startedAt: 10 })
    // Revealed again (right under the cursor): the wait starts from this moment, not the first.
    expect(confirmGate(reportVisibility(faded, true, 1100), 1200).gate).toBe('waiting')
  })
})

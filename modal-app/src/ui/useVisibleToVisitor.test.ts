import { describe, expect, test } from 'vitest'
import {
  type ConfirmGate,
  confirmGate,
  MIN_VISIBLE_MS,
  reportVisibility,
  type Sighting,
  startWatch,
  type VisibilityWatch,
} from './useVisibleToVisitor.ts'

/** A watch of the button row and the `details` begun at 0, after `reports` in order. */
function watchAfter(
  details: string[],
  reports: Array<['confirm' | string, Sighting, number]>,
): VisibilityWatch<string> {
  let watch = startWatch(details, 0)
  for (const [part, sighting, time] of reports) {
    watch = reportVisibility(watch, part === 'confirm' ? part : { detail: part }, sighting, time)
  }
  return watch
}

describe('confirmGate', () => {
  const cases: Array<
    [string, Array<['confirm' | string, Sighting, number]>, number, ConfirmGate, number | undefined]
  > = [
    ['just shown: waits', [['confirm', 'visible', 0]], 0, 'waiting', MIN_VISIBLE_MS],
    ['visible 499 ms: waits 1 more', [['confirm', 'visible', 100]], 599, 'waiting', 1],
    ['visible exactly long enough: counts', [['confirm', 'visible', 100]], 600, 'ready', undefined],
    ['visible long since: counts', [['confirm', 'visible', 0]], 60_000, 'ready', undefined],
    ['not visible while opening: waits, no line', [['confirm', 'covered', 0]], 150, 'waiting', 350],
    ['not visible past the opening: paused', [], MIN_VISIBLE_MS, 'paused', undefined],
    ['not visible for long: paused', [['confirm', 'covered', 10]], 60_000, 'paused', undefined],
  ]
  test.each(cases)('behavior: %s', (_, reports, now, gate, recheckInMs) => {
    expect(confirmGate(watchAfter([], reports), now)).toEqual(
      recheckInMs === undefined ? { gate } : { gate, recheckInMs },
    )
  })

  const details = ['amount', 'recipient']
  const seen: Array<['confirm' | string, Sighting, number]> = [
    ['confirm', 'visible', 0],
    ['amount', 'visible', 0],
    ['recipient', 'visible', 0],
  ]
  const detailCases: Array<
    [string, Array<['confirm' | string, Sighting, number]>, number, ConfirmGate]
  > = [
    ['button row and every detail in view: counts', seen, MIN_VISIBLE_MS, 'ready'],
    [
      'a detail covered by the host, the button row in view: paused',
      [
        ['confirm', 'visible', 0],
        ['amount', 'visible', 0],
        ['recipient', 'covered', 0],
      ],
      60_000,
      'paused',
    ],
    [
      'a detail covered after it was seen: paused',
      [...seen, ['recipient', 'covered', 2000]],
      60_000,
      'paused',
    ],
    [
      'a detail uncovered again: waits the whole moment from then',
      [...seen, ['recipient', 'covered', 2000], ['recipient', 'visible', 3000]],
      3000 + MIN_VISIBLE_MS - 1,
      'waiting',
    ],
    [
      'a detail seen, then scrolled out of the card: counts',
      [...seen, ['amount', 'away', 2000]],
      60_000,
      'ready',
    ],
    [
      'a detail never seen (scrolled past too fast), the rest clear: unread',
      [
        ['confirm', 'visible', 0],
        ['amount', 'visible', 0],
        ['recipient', 'away', 0],
      ],
      60_000,
      'unread',
    ],
    [
      'a detail never seen and the button row out of view: paused',
      [
        ['amount', 'visible', 0],
        ['recipient', 'away', 0],
      ],
      60_000,
      'paused',
    ],
  ]
  test.each(detailCases)('behavior: %s', (_, reports, now, gate) => {
    expect(confirmGate(watchAfter(details, reports), now).gate).toBe(gate)
  })
})

describe('reportVisibility', () => {
  test('behavior: clear keeps the first moment it became so; anything covered starts over', () => {
    const shown = watchAfter(
      ['amount'],
      [
        ['amount', 'visible', 150],
        ['confirm', 'visible', 200],
      ],
    )
    expect(shown.clearSince).toBe(200)
    expect(reportVisibility(shown, 'confirm', 'visible', 900).clearSince).toBe(200)
    const faded = reportVisibility(shown, 'confirm', 'covered', 1000)
    expect(faded.clearSince).toBeUndefined()
    // Revealed again (right under the cursor): the wait starts from this moment, not the first.
    expect(confirmGate(reportVisibility(faded, 'confirm', 'visible', 1100), 1200).gate).toBe(
      'waiting',
    )
  })

  test('behavior: a detail seen once stays seen; a report of something not watched changes nothing', () => {
    const seen = watchAfter(
      ['amount'],
      [
        ['amount', 'visible', 0],
        ['amount', 'away', 100],
      ],
    )
    expect(seen.details.get('amount')).toEqual({ now: 'away', seen: true })
    expect(reportVisibility(seen, { detail: 'fee' }, 'covered', 200)).toBe(seen)
  })
})

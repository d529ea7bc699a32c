import { describe, expect, test } from 'vitest'
import { INITIAL_LIFECYCLE, type Lifecycle, type LifecycleEvent, transition } from './transition.ts'

const view = { view: 'Account' } as const
const at = (patch: Partial<Lifecycle>): Lifecycle => ({ ...INITIAL_LIFECYCLE, ...patch })
const ready = (patch: Partial<Lifecycle> = {}) => at({ phase: 'ready', session: 1, ...patch })
const snapshot = (
  seq: number,
  open: boolean,
  more: { openings?: number; closable?: boolean } = {},
) => ({ type: 'snapshot', seq, open, ...more }) as const

// [name, before, event, what changes]
const cases: Array<[string, Lifecycle, LifecycleEvent, Partial<Lifecycle>]> = [
  ['boot: the page arrived', at({}), { type: 'boot' }, { phase: 'booting' }],
  [
    'boot: an open queued before shows its loading card',
    at({ current: view }),
    { type: 'boot' },
    { phase: 'booting', overlay: 'loading' },
  ],
  ['boot: ignored once refused', at({ phase: 'refused' }), { type: 'boot' }, {}],
  [
    "queue: before boot, the host's loading card shows",
    at({}),
    { type: 'queue', open: view },
    { current: view, card: 'loading' },
  ],
  [
    "boot: the modal's page takes over from the host's card",
    at({ current: view, card: 'loading' }),
    { type: 'boot' },
    { phase: 'booting', overlay: 'loading', card: 'none' },
  ],
  [
    'queue: while booting, shows the loading card',
    at({ phase: 'booting' }),
    { type: 'queue', open: view },
    { current: view, overlay: 'loading' },
  ],
  [
    'dismiss: the loading card goes',
    at({ phase: 'booting', current: view, overlay: 'loading' }),
    { type: 'dismiss' },
    { current: null, overlay: 'hidden' },
  ],
  [
    'dismiss: ignored once ready',
    ready({ overlay: 'shown', current: view }),
    { type: 'dismiss' },
    {},
  ],
  [
    'ready: a new session; counters start over',
    at({ phase: 'booting', lastSeq: 4, openings: 2, closable: false, card: 'loading' }),
    { type: 'ready' },
    { phase: 'ready', session: 1, lastSeq: -1, openings: 0, closable: true, card: 'none' },
  ],
  [
    'ready: an open queued before boot shows now (a modal without the booting message)',
    at({ current: view }),
    { type: 'ready' },
    { phase: 'ready', session: 1, overlay: 'loading' },
  ],
  [
    'ready: after a reload the shown dialog waits for the modal again',
    ready({ overlay: 'shown', current: view }),
    { type: 'ready' },
    { session: 2, overlay: 'loading' },
  ],
  [
    'ready: a refused instance connects if the modal answers after all',
    at({ phase: 'refused' }),
    { type: 'ready' },
    { phase: 'ready', session: 1 },
  ],
  [
    'refuse: hides and forgets the open',
    at({ phase: 'booting', overlay: 'loading', current: view }),
    { type: 'refuse' },
    { phase: 'refused', overlay: 'hidden', current: null },
  ],
  ['refuse: also after ready', ready(), { type: 'refuse' }, { phase: 'refused' }],
  [
    'timeout: refuses an instance still booting',
    at({ phase: 'booting' }),
    { type: 'timeout' },
    { phase: 'refused' },
  ],
  [
    'timeout: a visitor waiting gets the failed card (Retry)',
    at({ phase: 'booting', overlay: 'loading', current: view }),
    { type: 'timeout' },
    { phase: 'refused', overlay: 'hidden', current: null, card: 'failed' },
  ],
  ['timeout: late, once ready', ready(), { type: 'timeout' }, {}],
  [
    'unreachable: a project file that could not be fetched gives a visitor waiting Retry',
    at({ phase: 'booting', overlay: 'loading', current: view }),
    { type: 'unreachable' },
    { phase: 'refused', overlay: 'hidden', current: null, card: 'failed' },
  ],
  [
    'unreachable: after ready it is a refusal',
    ready(),
    { type: 'unreachable' },
    { phase: 'refused' },
  ],
  [
    'retry: after a timeout, a new iframe mounts',
    at({ phase: 'refused', card: 'failed', loads: 1 }),
    { type: 'retry' },
    { phase: 'mounting', loads: 0 },
  ],
  ['retry: ignored unless refused', at({ phase: 'booting' }), { type: 'retry' }, {}],
  [
    "dismiss: closing the host's card forgets the open",
    at({ phase: 'refused', card: 'failed' }),
    { type: 'dismiss' },
    { card: 'none' },
  ],
  ['snapshot: a stale one changes nothing', ready({ lastSeq: 3 }), snapshot(3, true), {}],
  [
    'snapshot: open confirms the dialog of an open() in flight',
    ready({ overlay: 'loading', current: view }),
    snapshot(0, true),
    { lastSeq: 0, overlay: 'shown' },
  ],
  [
    'snapshot: open: false sent before the modal handled open() does not hide',
    ready({ overlay: 'loading', current: view }),
    snapshot(0, false),
    { lastSeq: 0 },
  ],
  [
    'snapshot: open: false after the dialog showed: closed from inside',
    ready({ overlay: 'shown', current: view }),
    snapshot(1, false),
    { lastSeq: 1, overlay: 'hidden', current: null },
  ],
  [
    'snapshot: a higher openings count while hidden: the modal opened by itself',
    ready(),
    snapshot(0, true, { openings: 1 }),
    { lastSeq: 0, openings: 1, overlay: 'shown', current: {} },
  ],
  [
    'snapshot: the same opening after close() does not show it again',
    ready({ overlay: 'closing', closes: 1, openings: 1 }),
    snapshot(2, true, { openings: 1 }),
    { lastSeq: 2 },
  ],
  [
    'snapshot: a newer opening sent before the close was handled does not show it either',
    ready({ overlay: 'closing', closes: 1, openings: 1 }),
    snapshot(2, true, { openings: 2 }),
    { lastSeq: 2, openings: 2 },
  ],
  [
    'snapshot: closable: false is kept',
    ready(),
    snapshot(0, false, { closable: false }),
    { lastSeq: 0, closable: false },
  ],
  [
    'open: shows, waiting for the modal',
    ready(),
    { type: 'open', open: view },
    { current: view, overlay: 'loading' },
  ],
  [
    'open: over a shown dialog stays shown',
    ready({ overlay: 'shown', current: {} }),
    { type: 'open', open: view },
    { current: view },
  ],
  [
    'opened: the modal answered that open()',
    ready({ overlay: 'loading', current: view }),
    { type: 'opened', open: view },
    { overlay: 'shown' },
  ],
  [
    'opened: of an earlier open() changes nothing',
    ready({ overlay: 'loading', current: view }),
    { type: 'opened', open: {} },
    {},
  ],
  [
    'openFailed: never leaves the overlay up',
    ready({ overlay: 'loading', current: view }),
    { type: 'openFailed', open: view },
    { overlay: 'hidden', current: null },
  ],
  [
    'close: hides at once and waits for the answer',
    ready({ overlay: 'shown', current: view }),
    { type: 'close' },
    { overlay: 'closing', current: null, closes: 1 },
  ],
  [
    'close: a modal that refuses to close stays up',
    ready({ overlay: 'shown', current: view, closable: false }),
    { type: 'close' },
    { closes: 1 },
  ],
  [
    'close: before the handshake only hides',
    at({ phase: 'booting', overlay: 'loading', current: view }),
    { type: 'close' },
    { overlay: 'hidden', current: null },
  ],
  [
    'closed: the last answer ends closing',
    ready({ overlay: 'closing', closes: 1 }),
    { type: 'closed' },
    { overlay: 'hidden', closes: 0 },
  ],
  [
    'closed: one of two leaves it closing',
    ready({ overlay: 'closing', closes: 2 }),
    { type: 'closed' },
    { closes: 1 },
  ],
  ['load: counted (a second one is a reload)', ready({ loads: 1 }), { type: 'load' }, { loads: 2 }],
  [
    'destroy: hides for good',
    ready({ overlay: 'shown', current: view }),
    { type: 'destroy' },
    { phase: 'destroyed', overlay: 'hidden', current: null },
  ],
  ['destroy: nothing happens after it', at({ phase: 'destroyed' }), { type: 'ready' }, {}],
]

describe('transition', () => {
  test.each(cases)('%s', (_, before, event, changes) => {
    const after = transition(before, event)
    expect(after).toEqual({ ...before, ...changes })
    if (Object.keys(changes).length === 0) expect(after).toBe(before)
  })
})

import type { CollectedAnalyticsEvent } from '@airlock/shared-protocol/analytics'
import { expect, it } from 'vitest'
import { createAnalyticsLog } from './createAnalyticsLog.ts'
import { openApiDatabase } from './openApiDatabase.ts'

const event = (eventId: string, projectId = 'demo'): CollectedAnalyticsEvent => ({
  receivedAt: '2025-11-25T09:46:40.000Z',
  projectId,
  st: 'airlock',
  sv: '0.1.0',
  eventId,
  url: 'http://127.0.0.1:4300',
  domain: '127.0.0.1',
  timestamp: 1_764_064_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
})

it('default: lists a project’s events oldest first, and no other project’s', () => {
  const log = createAnalyticsLog(openApiDatabase(':memory:'))
  expect(log.add(event('a'))).toBe(true)
  expect(log.add(event('b', 'other'))).toBe(true)
  expect(log.add(event('c'))).toBe(true)
  expect(log.list('demo').map(({ eventId }) => eventId)).toEqual(['a', 'c'])
  expect(log.list('other').map(({ eventId }) => eventId)).toEqual(['b'])
  expect(log.list('nobody')).toEqual([])
})

it('behavior: an eventId sent again is kept once; the same id in another project is another event', () => {
  const log = createAnalyticsLog(openApiDatabase(':memory:'))
  log.add(event('a'))
  expect(log.add({ ...event('a'), timestamp: 1 })).toBe(false)
  expect(log.list('demo')).toEqual([event('a')])
  expect(log.add(event('a', 'other'))).toBe(true)
})

it('args: max keeps the last events of all projects together', () => {
  const log = createAnalyticsLog(openApiDatabase(':memory:'), { max: 3 })
  for (const id of ['1', '2', '3', '4', '5']) log.add(event(id, id === '4' ? 'other' : 'demo'))
  expect(log.list('demo').map(({ eventId }) => eventId)).toEqual(['3', '5'])
  expect(log.list('other').map(({ eventId }) => eventId)).toEqual(['4'])
  // A forgotten event sent again is new to the log.
  expect(log.add(event('1'))).toBe(true)
})

it('default: keeps the last 10 000', () => {
  const log = createAnalyticsLog(openApiDatabase(':memory:'))
  for (let index = 0; index < 10_001; index += 1) log.add(event(String(index)))
  const kept = log.list('demo')
  expect(kept).toHaveLength(10_000)
  expect(kept[0]?.eventId).toBe('1')
})

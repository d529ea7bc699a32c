import { expect, test } from 'vitest'
import { readBootSignal } from './readBootSignal.ts'

test("default: the boot script's two messages for this channel", () => {
  expect(readBootSignal({ type: 'airlock:booting', channel: 'abcd1234' }, 'abcd1234')).toBe(
    'booting',
  )
  expect(readBootSignal({ channel: 'abcd1234', type: 'airlock:dismiss' }, 'abcd1234')).toBe(
    'dismiss',
  )
})

test('error: another channel, another type, more fields or no object are neither', () => {
  for (const data of [
    { type: 'airlock:booting', channel: 'other123' },
    { type: 'airlock:dismiss', channel: 'other123' },
    { type: 'airlock:refused', channel: 'abcd1234' },
    { type: 'toString', channel: 'abcd1234' },
    { type: '__proto__', channel: 'abcd1234' },
    { type: 'airlock:booting', channel: 'abcd1234', extra: 1 },
    { type: 'airlock:booting' },
    ['airlock:booting', 'abcd1234'],
    'airlock:booting',
    null,
  ]) {
    expect(readBootSignal(data, 'abcd1234')).toBeUndefined()
  }
})

import { expect, test } from 'vitest'
import { isBootingMessage } from './isBootingMessage.ts'

test("default: the boot script's message for this channel", () => {
  expect(isBootingMessage({ type: 'airlock:booting', channel: 'abcd1234' }, 'abcd1234')).toBe(true)
})

test('error: another channel, another type, more fields or no object are not it', () => {
  for (const data of [
    { type: 'airlock:booting', channel: 'other123' },
    { type: 'airlock:refused', channel: 'abcd1234' },
    { type: 'airlock:booting', channel: 'abcd1234', extra: 1 },
    { type: 'airlock:booting' },
    ['airlock:booting', 'abcd1234'],
    'airlock:booting',
    null,
  ]) {
    expect(isBootingMessage(data, 'abcd1234')).toBe(false)
  }
})

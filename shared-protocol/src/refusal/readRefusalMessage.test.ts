import { expect, test } from 'vitest'
import { readRefusalMessage } from './readRefusalMessage.ts'

const valid = {
  type: 'airlock:refused',
  channel: 'abc',
  code: 'ORIGIN_NOT_ALLOWED',
  message: 'https://shop.example is not on the allowlist of project demo.',
}

test('default: a refusal of this channel is read as a fresh copy', () => {
  const read = readRefusalMessage(valid, 'abc')
  expect(read).toEqual(valid)
  expect(read).not.toBe(valid)
})

test('error: anything else is not a refusal', () => {
  for (const data of [
    null,
    'airlock:refused',
    [valid],
    { ...valid, channel: 'other' },
    { ...valid, type: 'penpal' },
    { ...valid, code: 'USER_REJECTED' },
    { ...valid, code: 'toString' },
    { ...valid, message: '' },
    { ...valid, message: 42 },
    { ...valid, message: 'x'.repeat(501) },
    { ...valid, extra: true },
    { type: valid.type, channel: valid.channel, code: valid.code },
    { namespace: 'penpal', channel: 'abc', type: 'SYN', participantId: '1' },
  ]) {
    expect([data, readRefusalMessage(data, 'abc')]).toEqual([data, undefined])
  }
})

import { expect, test } from 'vitest'
import { createRefusalMessage } from './createRefusalMessage.ts'
import { readRefusalMessage } from './readRefusalMessage.ts'

test('default: the message names its type, channel, code and explanation, and reads back', () => {
  const message = createRefusalMessage('abc', 'PROJECT_NOT_FOUND', 'Project nope does not exist.')
  expect(message).toEqual({
    type: 'airlock:refused',
    channel: 'abc',
    code: 'PROJECT_NOT_FOUND',
    message: 'Project nope does not exist.',
  })
  expect(readRefusalMessage(structuredClone(message), 'abc')).toEqual(message)
})

test('edge: a long explanation is cut to 500 characters and still reads back', () => {
  const message = createRefusalMessage('abc', 'ORIGIN_NOT_ALLOWED', 'x'.repeat(2000))
  expect(message.message).toHaveLength(500)
  expect(message.message.endsWith('…')).toBe(true)
  expect(readRefusalMessage(message, 'abc')).toEqual(message)
})

import { describe, expect, test } from 'vitest'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { createRefusalMessage, RefusalMessage, readRefusalMessage } from './refusal.ts'

describe('RefusalMessage', () => {
  test('default: every refusal code is an error code, and the ones a call can end with are not among them', () => {
    for (const code of RefusalMessage.codes) expect(Object.values(ErrorCode)).toContain(code)
    for (const code of [ErrorCode.USER_REJECTED, ErrorCode.REQUEST_TIMEOUT, ErrorCode.DESTROYED]) {
      expect(RefusalMessage.codes).not.toContain(code)
    }
  })
})

describe('createRefusalMessage', () => {
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
})

describe('readRefusalMessage', () => {
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
})

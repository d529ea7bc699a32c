import { expect, test } from 'vitest'
import { isSiwxNonce } from './isSiwxNonce.ts'

test('default: 8 to 128 letters and digits', () => {
  for (const nonce of ['abcd1234', 'ABCDefgh', '0'.repeat(128), 'f'.repeat(32)]) {
    expect([nonce, isSiwxNonce(nonce)]).toEqual([nonce, true])
  }
})

test('error: too short, too long, other characters, not a string', () => {
  for (const value of [
    '',
    'abc1234',
    '0'.repeat(129),
    'abcd-1234',
    'abcd 1234',
    'abcd1234\nURI: https://evil.example',
    'abcd1234\r',
    'ａｂｃｄ１２３４',
    12345678,
    null,
    undefined,
    { nonce: 'abcd1234' },
  ]) {
    expect([value, isSiwxNonce(value)]).toEqual([value, false])
  }
})

import { describe, expect, test } from 'vitest'
import { decodeMessageText } from './decodeMessageText.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('decodeMessageText', () => {
  test('default: readable UTF-8 stays text, line breaks and tabs included', () => {
    expect(decodeMessageText(bytes('Sign in to Airlock\n\tNonce: 42 — ✓'))).toBe(
      'Sign in to Airlock\n\tNonce: 42 — ✓',
    )
  })

  test('behavior: bytes that are not UTF-8 are shown as hex', () => {
    expect(decodeMessageText(new Uint8Array([0xff, 0xfe, 0x01]))).toBe('0xfffe01')
  })

  test('behavior: UTF-8 with control characters is shown as hex', () => {
    expect(decodeMessageText(new Uint8Array([0x61, 0x00, 0x62]))).toBe('0x610062')
    expect(decodeMessageText(bytes('a\u001bb'))).toBe('0x611b62')
  })
})

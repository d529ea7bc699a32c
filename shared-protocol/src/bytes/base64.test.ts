import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64 } from './base64.ts'

describe('base64', () => {
  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index)
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes)
  })

  it('writes standard base64 with padding, as wallets and the auth API read it', () => {
    expect(bytesToBase64(new Uint8Array([0xfb, 0xff]))).toBe('+/8=')
    expect(bytesToBase64(new TextEncoder().encode('hi'))).toBe('aGk=')
  })

  it('refuses text that is not base64', () => {
    expect(() => base64ToBytes('not base64!')).toThrow()
  })
})

import { expect, test } from 'vitest'
import { readBase64Param } from './readBase64Param.ts'

test('default: the bytes of standard base64, with the text as sent', () => {
  expect(readBase64Param('SGk=', 'solana:signMessage', 'message')).toEqual({
    text: 'SGk=',
    bytes: new TextEncoder().encode('Hi'),
  })
  expect(readBase64Param('+/8A', 'solana:signMessage', 'message').bytes).toEqual(
    new Uint8Array([0xfb, 0xff, 0x00]),
  )
})

test('error: anything but standard padded base64 is INVALID_PARAMS -32602', () => {
  // Unpadded, spaced, URL-safe or padded midway: lenient decoders read these, the wallet frame not.
  for (const value of [undefined, 42, 'not base64!', 'SGk', ' SGk=', 'SG k=', 'a-_b', 'SGk=SGk=']) {
    expect(() => readBase64Param(value, 'solana:signTransaction', 'transaction')).toThrow(
      expect.objectContaining({ code: 'INVALID_PARAMS', data: { code: -32602 } }),
    )
  }
  expect(() =>
    readBase64Param('SGk', 'solana:signMessage', 'message'),
  ).toThrowErrorMatchingInlineSnapshot(
    `[AirlockError: solana:signMessage expects { message } in base64.]`,
  )
})

test('error: empty base64 is INVALID_PARAMS -32602: it spells no bytes to sign', () => {
  expect(() => readBase64Param('', 'solana:signMessage', 'message')).toThrow(
    expect.objectContaining({ code: 'INVALID_PARAMS', data: { code: -32602 } }),
  )
  expect(() =>
    readBase64Param('', 'solana:signMessage', 'message'),
  ).toThrowErrorMatchingInlineSnapshot(
    `[AirlockError: solana:signMessage expects { message } of at least one byte.]`,
  )
})

test('error: more bytes than maxBytes is INVALID_PARAMS -32602 naming the limit; exactly maxBytes passes', () => {
  // 'AAAA' is 3 bytes, 'AAA=' 2, 'AA==' 1: the size counts the padding off.
  expect(readBase64Param('AAAAAA==', 'solana:signMessage', 'message', 4).bytes).toHaveLength(4)
  for (const value of ['AAAAAAA=', 'AAAAAAAA']) {
    expect(() => readBase64Param(value, 'solana:signMessage', 'message', 4)).toThrow(
      expect.objectContaining({ code: 'INVALID_PARAMS', data: { code: -32602 } }),
    )
  }
  expect(() =>
    readBase64Param('AAAAAAA=', 'solana:signTransaction', 'transaction', 4),
  ).toThrowErrorMatchingInlineSnapshot(
    `[AirlockError: solana:signTransaction expects { transaction } of at most 4 bytes.]`,
  )
})

import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './cursor.ts'

describe('decodeCursor', () => {
  it('default: reads what encodeCursor wrote', () => {
    const position = { blockNumber: 123_456n, index: 7 }
    expect(decodeCursor(encodeCursor(position))).toEqual(position)
  })

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['not block:index', Buffer.from('12').toString('base64url')],
    ['negative', Buffer.from('-1:0').toString('base64url')],
    ['extra text', Buffer.from('1:0:x').toString('base64url')],
  ])('error: %s', (_, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(
      `The cursor '${cursor}' is not one this API handed out: pass the 'next' value of the previous page unchanged, or no cursor for the first page.`,
    )
  })
})

describe('encodeCursor', () => {
  it('default: base64url of block and index', () => {
    expect(encodeCursor({ blockNumber: 12n, index: 0 })).toBe('MTI6MA')
    expect(Buffer.from(encodeCursor({ blockNumber: 5n, index: 3 }), 'base64url').toString()).toBe(
      '5:3',
    )
  })
})

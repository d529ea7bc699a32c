import { expect, it } from 'vitest'
import { encodeCursor } from './encodeCursor.ts'

it('default: base64url of block and index', () => {
  expect(encodeCursor({ blockNumber: 12n, index: 0 })).toBe('MTI6MA')
  expect(Buffer.from(encodeCursor({ blockNumber: 5n, index: 3 }), 'base64url').toString()).toBe(
    '5:3',
  )
})

import { expect, test } from 'vitest'
import { truncate } from './truncate.ts'

test('behavior: a text over the limit ends in an ellipsis within the limit; others stay as they are', () => {
  expect(truncate('abcdef', 4)).toBe('abc…')
  expect(truncate('abcd', 4)).toBe('abcd')
})

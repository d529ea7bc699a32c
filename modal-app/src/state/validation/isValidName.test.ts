import { expect, test } from 'vitest'
import { isValidName } from './isValidName.ts'

test('§5 name: letters, digits and hyphens, at least 4 characters', () => {
  expect(isValidName('al-1c')).toBe(true)
  expect(isValidName('abcd')).toBe(true)
  expect(isValidName('abc')).toBe(false)
  expect(isValidName('ali ce')).toBe(false)
  expect(isValidName('alice.eth')).toBe(false)
  expect(isValidName('alice_')).toBe(false)
})

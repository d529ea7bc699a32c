import { expect, test } from 'vitest'
import { isValidName, nameLabelProblem } from './isValidName.ts'

test('§5 name: letters, digits and hyphens, 4 to 63 characters', () => {
  expect(isValidName('al-1c')).toBe(true)
  expect(isValidName('abcd')).toBe(true)
  expect(isValidName('a'.repeat(63))).toBe(true)
  expect(isValidName('a'.repeat(64))).toBe(false)
  expect(isValidName('abc')).toBe(false)
  expect(isValidName('ali ce')).toBe(false)
  expect(isValidName('alice.eth')).toBe(false)
  expect(isValidName('alice_')).toBe(false)
})

test('error: each broken rule is named, the first wrong character shown', () => {
  expect(nameLabelProblem('al_')).toMatchInlineSnapshot(
    `"Names can’t contain “_”: use letters, digits and hyphens."`,
  )
  expect(nameLabelProblem('ali ce')).toMatchInlineSnapshot(
    `"Names can’t contain a space: use letters, digits and hyphens."`,
  )
  expect(nameLabelProblem('abc')).toMatchInlineSnapshot(`"Too short: at least 4 characters."`)
  expect(nameLabelProblem('a'.repeat(64))).toMatchInlineSnapshot(
    `"Too long: at most 63 characters."`,
  )
  expect(nameLabelProblem('alice')).toBeUndefined()
})

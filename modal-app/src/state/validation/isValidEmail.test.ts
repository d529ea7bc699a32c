import { expect, test } from 'vitest'
import { isValidEmail } from './isValidEmail.ts'

test('§5 email: well formed', () => {
  expect(isValidEmail('ada@example.com')).toBe(true)
  expect(isValidEmail('ada@example')).toBe(false)
  expect(isValidEmail('ada example.com')).toBe(false)
})

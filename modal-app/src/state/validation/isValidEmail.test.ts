import { expect, test } from 'vitest'
import { EMAIL_LOCAL_PART_MAX, isEmailLocalPartTooLong, isValidEmail } from './isValidEmail.ts'

test('§5 email: well formed', () => {
  expect(isValidEmail('ada@example.com')).toBe(true)
  expect(isValidEmail('ada@example')).toBe(false)
  expect(isValidEmail('ada example.com')).toBe(false)
})

test('behavior: a part before the @ over 64 characters is too long, as the auth service says', () => {
  const longest = 'a'.repeat(EMAIL_LOCAL_PART_MAX)
  expect(isEmailLocalPartTooLong(`${longest}@example.com`)).toBe(false)
  expect(isEmailLocalPartTooLong(`${longest}a@example.com`)).toBe(true)
  // Only the part before the @ counts: a long domain is the mail server's business.
  expect(isEmailLocalPartTooLong(`ada@${'b'.repeat(80)}.com`)).toBe(false)
})

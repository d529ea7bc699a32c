import { expect, test } from 'vitest'
import { emailLoginWaitSeconds } from './emailLoginWaitSeconds.ts'

test('§5 email login: a second attempt is blocked for 30 seconds', () => {
  expect(emailLoginWaitSeconds(undefined, 1_000)).toBe(0)
  expect(emailLoginWaitSeconds(0, 1)).toBe(30)
  expect(emailLoginWaitSeconds(0, 29_001)).toBe(1)
  expect(emailLoginWaitSeconds(0, 30_000)).toBe(0)
})

import { expect, it } from 'vitest'
import { NameApiError } from './NameApiError.ts'

it('default: status and the reasons body', () => {
  const error = new NameApiError(409, 'alice.airlock is already taken.')
  expect(error).toBeInstanceOf(Error)
  expect(error.status).toBe(409)
  expect(error.allow).toBeUndefined()
  expect(JSON.stringify(error)).toBe(
    '{"reasons":[{"description":"alice.airlock is already taken."}]}',
  )
})

it('args: allow', () => {
  expect(new NameApiError(405, 'No.', { allow: 'POST, OPTIONS' }).allow).toBe('POST, OPTIONS')
})

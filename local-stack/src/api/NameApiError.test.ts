import { expect, it } from 'vitest'
import { NAME_API_ERROR, NameApiError } from './NameApiError.ts'

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

it('args: code, sent beside the description', () => {
  expect(
    JSON.stringify(new NameApiError(401, 'Used.', { code: NAME_API_ERROR.REGISTRATION_REPLAYED })),
  ).toBe('{"reasons":[{"description":"Used.","code":"REGISTRATION_REPLAYED"}]}')
})

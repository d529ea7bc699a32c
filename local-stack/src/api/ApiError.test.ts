import { expect, it } from 'vitest'
import { API_ERROR, ApiError } from './ApiError.ts'

it('default: status, code and the JSON body', () => {
  const error = new ApiError(404, API_ERROR.NOT_FOUND, 'No such path: /x.')
  expect(error).toBeInstanceOf(Error)
  expect(error.status).toBe(404)
  expect(JSON.stringify(error)).toBe('{"error":{"code":"NOT_FOUND","message":"No such path: /x."}}')
})

it('args: allow, the methods a 405 names', () => {
  const error = new ApiError(405, API_ERROR.METHOD_NOT_ALLOWED, 'GET is not allowed here.', {
    allow: 'POST, OPTIONS',
  })
  expect(error.allow).toBe('POST, OPTIONS')
  expect(new ApiError(404, API_ERROR.NOT_FOUND, 'No such path: /x.').allow).toBeUndefined()
})

import { expect, it } from 'vitest'
import { API_ERROR } from './API_ERROR.ts'
import { ApiError } from './ApiError.ts'

it('default: status, code and the JSON body', () => {
  const error = new ApiError(404, API_ERROR.NOT_FOUND, 'No such path: /x.')
  expect(error).toBeInstanceOf(Error)
  expect(error.status).toBe(404)
  expect(JSON.stringify(error)).toBe('{"error":{"code":"NOT_FOUND","message":"No such path: /x."}}')
})

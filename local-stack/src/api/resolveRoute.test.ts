import { expect, test } from 'vitest'
import { resolveRoute } from './resolveRoute.ts'

const routes = { '/v1/a': 'GET', '/v1/b': 'POST' } as const
const listing = 'The routes are GET /v1/a and POST /v1/b.'

test("default: a path's own method, and OPTIONS for a preflight", () => {
  expect(resolveRoute({ method: 'GET' }, '/v1/a', routes, listing)).toBe('GET')
  expect(resolveRoute({ method: 'POST' }, '/v1/b', routes, listing)).toBe('POST')
  expect(resolveRoute({ method: 'OPTIONS' }, '/v1/b', routes, listing)).toBe('OPTIONS')
})

test('error: an unknown path is 404 naming what is served; another method is 405 with Allow', () => {
  expect(() => resolveRoute({ method: 'GET' }, '/v1/toString', routes, listing)).toThrow(
    expect.objectContaining({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No such path: /v1/toString. The routes are GET /v1/a and POST /v1/b.',
    }),
  )
  expect(() => resolveRoute({ method: 'DELETE' }, '/v1/a', routes, listing)).toThrow(
    expect.objectContaining({ status: 405, code: 'METHOD_NOT_ALLOWED', allow: 'GET, OPTIONS' }),
  )
})

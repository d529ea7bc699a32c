import { expect, it } from 'vitest'
import { addAllowedOrigin } from './addAllowedOrigin.ts'

const demo = '{"projectId":"demo","allowedOrigins":["http://127.0.0.1:4300"]}'

it('default: appends an origin that is missing, keeping the other fields', () => {
  expect(JSON.parse(addAllowedOrigin(demo, 'http://127.0.0.1:5300'))).toEqual({
    projectId: 'demo',
    allowedOrigins: ['http://127.0.0.1:4300', 'http://127.0.0.1:5300'],
  })
})

it('behavior: an origin already listed leaves the text untouched', () => {
  expect(addAllowedOrigin(demo, 'http://127.0.0.1:4300')).toBe(demo)
})

it.each([
  ['not JSON', '{"allowedOrigins":'],
  ['an array', '["http://127.0.0.1:4300"]'],
  ['no allowedOrigins', '{"projectId":"demo"}'],
  ['allowedOrigins not strings', '{"allowedOrigins":[1]}'],
])('behavior: %s is returned unchanged, for the modal to reject', (_, text) => {
  expect(addAllowedOrigin(text, 'http://127.0.0.1:5300')).toBe(text)
})

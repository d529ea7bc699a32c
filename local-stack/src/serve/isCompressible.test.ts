import { expect, it } from 'vitest'
import { isCompressible } from './isCompressible.ts'

it('default: text, JSON and SVG compress; binary formats do not', () => {
  expect(isCompressible('text/javascript; charset=utf-8')).toBe(true)
  expect(isCompressible('application/json; charset=utf-8')).toBe(true)
  expect(isCompressible('image/svg+xml')).toBe(true)
  expect(isCompressible('image/png')).toBe(false)
  expect(isCompressible('font/woff2')).toBe(false)
  expect(isCompressible('application/octet-stream')).toBe(false)
})

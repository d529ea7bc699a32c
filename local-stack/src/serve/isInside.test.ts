import { expect, it } from 'vitest'
import { isInside } from './isInside.ts'

it('default: the folder itself and paths below it are inside', () => {
  expect(isInside('/srv/dist', '/srv/dist')).toBe(true)
  expect(isInside('/srv/dist', '/srv/dist/a/b.js')).toBe(true)
  expect(isInside('/srv/dist', '/srv/dist/..data')).toBe(true)
})

it('behavior: parents and siblings sharing a prefix are outside', () => {
  expect(isInside('/srv/dist', '/srv')).toBe(false)
  expect(isInside('/srv/dist', '/srv/dist-old/index.html')).toBe(false)
  expect(isInside('/srv/dist', '/etc/passwd')).toBe(false)
})

import { expect, test } from 'vitest'
import { VIEW_NAMES } from './VIEW_NAMES.ts'

test('default: unique view names, Connect and Account among them', () => {
  expect(new Set(VIEW_NAMES).size).toBe(VIEW_NAMES.length)
  expect(VIEW_NAMES).toContain('Connect')
  expect(VIEW_NAMES).toContain('Account')
  for (const name of VIEW_NAMES) expect(name).toMatch(/^[A-Z][A-Za-z]+$/)
})

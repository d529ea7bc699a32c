import { expect, test } from 'vitest'
import { ErrorCode } from './ErrorCode.ts'

test('default: every code is its own name, so codes survive JSON and logs unchanged', () => {
  for (const [name, value] of Object.entries(ErrorCode)) expect(value).toBe(name)
})

test('behavior: codes are unique', () => {
  const values = Object.values(ErrorCode)
  expect(new Set(values).size).toBe(values.length)
})

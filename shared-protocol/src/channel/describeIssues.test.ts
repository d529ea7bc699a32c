import { expect, test } from 'vitest'
import { describeIssues } from './describeIssues.ts'

test('default: path and message', () => {
  expect(describeIssues([{ path: ['account', 'caipAddress'], message: 'Bad' }])).toBe(
    'account.caipAddress: Bad',
  )
})

test('args: an empty path is (root); array indexes are kept', () => {
  expect(
    describeIssues([
      { path: [], message: 'Expected object' },
      { path: ['connectors', 3, 'id'], message: 'Too long' },
    ]),
  ).toBe('(root): Expected object; connectors.3.id: Too long')
})

test('behavior: at most five issues, then a count', () => {
  const issues = Array.from({ length: 8 }, (_, i) => ({ path: [`f${i}`], message: 'x' }))
  expect(describeIssues(issues)).toBe('f0: x; f1: x; f2: x; f3: x; f4: x; and 3 more')
})

test('behavior: long and symbol path segments are shortened and printable', () => {
  const text = describeIssues([{ path: ['k'.repeat(1000), Symbol('s')], message: 'x' }])
  expect(text).toBe(`${'k'.repeat(100)}.Symbol(s): x`)
})

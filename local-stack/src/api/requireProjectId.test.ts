import { expect, test } from 'vitest'
import { requireProjectId } from './requireProjectId.ts'

const at = (query: string) => new URL(`http://127.0.0.1:4330/v1/x${query}`)

test('default: the trimmed projectId', () => {
  expect(requireProjectId(at('?projectId=%20demo%20'))).toBe('demo')
})

test('error: missing or blank is 400 MISSING_PARAMETER', () => {
  for (const query of ['', '?projectId=', '?projectId=%20%20', '?projectid=demo']) {
    expect(() => requireProjectId(at(query))).toThrow(
      expect.objectContaining({ status: 400, code: 'MISSING_PARAMETER' }),
    )
  }
})

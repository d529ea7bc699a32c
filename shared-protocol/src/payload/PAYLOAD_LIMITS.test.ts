import { expect, test } from 'vitest'
import { PAYLOAD_LIMITS } from './PAYLOAD_LIMITS.ts'

test('default: the bounds', () => {
  expect(PAYLOAD_LIMITS).toMatchInlineSnapshot(`
    {
      "maxBytes": 1000000,
      "maxDepth": 32,
      "maxNodes": 20000,
    }
  `)
})

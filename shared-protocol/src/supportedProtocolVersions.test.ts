import { expect, test } from 'vitest'
import { SUPPORTED_PROTOCOL_VERSIONS } from './supportedProtocolVersions.ts'
import { PROTOCOL_VERSION } from './version.ts'

test('default: the best version comes first, the list is positive integers, highest first', () => {
  expect(SUPPORTED_PROTOCOL_VERSIONS[0]).toBe(PROTOCOL_VERSION)
  for (const version of SUPPORTED_PROTOCOL_VERSIONS) expect(Number.isInteger(version)).toBe(true)
  expect([...SUPPORTED_PROTOCOL_VERSIONS].sort((a, b) => b - a)).toEqual(
    SUPPORTED_PROTOCOL_VERSIONS,
  )
  expect(Math.min(...SUPPORTED_PROTOCOL_VERSIONS)).toBeGreaterThan(0)
})

import { describe, expect, test } from 'vitest'
import { PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS, VIEW_NAMES } from './constants.ts'
import { hostMethodSchemas } from './schemas/hostMethodSchemas.ts'

describe('PROTOCOL_VERSION', () => {
  test('default: the version is one the ready() schema accepts', () => {
    expect(PROTOCOL_VERSION).toBe(1)
    const params = { protocolVersions: [PROTOCOL_VERSION], modalVersion: '0.1.0' }
    expect(hostMethodSchemas.ready.params.safeParse(params).success).toBe(true)
  })
})

describe('SUPPORTED_PROTOCOL_VERSIONS', () => {
  test('default: the best version comes first, the list is positive integers, highest first', () => {
    expect(SUPPORTED_PROTOCOL_VERSIONS[0]).toBe(PROTOCOL_VERSION)
    for (const version of SUPPORTED_PROTOCOL_VERSIONS) expect(Number.isInteger(version)).toBe(true)
    expect([...SUPPORTED_PROTOCOL_VERSIONS].sort((a, b) => b - a)).toEqual(
      SUPPORTED_PROTOCOL_VERSIONS,
    )
    expect(Math.min(...SUPPORTED_PROTOCOL_VERSIONS)).toBeGreaterThan(0)
  })
})

describe('VIEW_NAMES', () => {
  test('default: unique view names, Connect and Account among them', () => {
    expect(new Set(VIEW_NAMES).size).toBe(VIEW_NAMES.length)
    expect(VIEW_NAMES).toContain('Connect')
    expect(VIEW_NAMES).toContain('Account')
    for (const name of VIEW_NAMES) expect(name).toMatch(/^[A-Z][A-Za-z]+$/)
  })
})

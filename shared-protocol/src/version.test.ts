import { expect, test } from 'vitest'
import { hostMethodSchemas } from './schemas/hostMethodSchemas.ts'
import { PROTOCOL_VERSION } from './version.ts'

test('default: the version is one the ready() schema accepts', () => {
  expect(PROTOCOL_VERSION).toBe(1)
  const params = { protocolVersions: [PROTOCOL_VERSION], modalVersion: '0.1.0' }
  expect(hostMethodSchemas.ready.params.safeParse(params).success).toBe(true)
})

import { expect, test } from 'vitest'
import * as relay from './index.ts'

test('exports: the public surface changes only on purpose', () => {
  expect(Object.keys(relay).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_RELAY_LIMITS",
      "Mailbox",
      "RPC_ERROR",
      "RelayHub",
      "RelayQuotas",
      "RelayRpcError",
      "clientIp",
      "findRawId",
      "handleRpc",
      "parseFrame",
      "renderVerifyPage",
      "startRelay",
      "verifyRelayAuth",
    ]
  `)
})

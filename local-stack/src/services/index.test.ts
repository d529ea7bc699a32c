import { expect, it } from 'vitest'
import * as services from './index.ts'

it('default: the public surface changes only on purpose', () => {
  expect(Object.keys(services).sort()).toMatchInlineSnapshot(`
    [
      "addAllowedOrigin",
      "assertPortFree",
      "createAnvilService",
      "createHostService",
      "createMobileWalletService",
      "createModalService",
      "createRelayService",
      "createSolanaService",
      "formatUrlTable",
      "readStackConfig",
      "runWorkspaceBuild",
      "setDemoEndpoints",
      "setDemoRpcMeta",
      "setModalUrlMeta",
      "startStack",
    ]
  `)
})

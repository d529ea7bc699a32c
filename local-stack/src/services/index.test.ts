import { expect, it } from 'vitest'
import * as services from './index.ts'

it('default: the public surface changes only on purpose', () => {
  expect(Object.keys(services).sort()).toMatchInlineSnapshot(`
    [
      "addAllowedOrigin",
      "assertPortFree",
      "createAnvilService",
      "createApiService",
      "createAuthServices",
      "createHostService",
      "createMobileWalletService",
      "createModalService",
      "createRelayService",
      "createSolanaService",
      "createWalletFrameService",
      "formatUrlTable",
      "readApiNetworks",
      "readStackConfig",
      "runWorkspaceBuild",
      "setDemoEndpoints",
      "setDemoRpcMeta",
      "setModalUrlMeta",
      "startStack",
      "startedTogether",
    ]
  `)
})

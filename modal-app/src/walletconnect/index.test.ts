import { expect, test } from 'vitest'
import * as walletconnect from './index.ts'

test('exports: the public surface changes only on purpose', () => {
  expect(Object.keys(walletconnect).sort()).toMatchInlineSnapshot(`
    [
      "VERIFY_OVERRIDE_KEY",
      "WALLETCONNECT_CONNECTOR_ID",
      "applyWalletConnectSession",
      "buildNamespaces",
      "createMemoryStorage",
      "createWalletConnectClient",
      "ensureWalletConnectClient",
      "forgetWalletConnectNamespaces",
      "formatDeepLink",
      "loadWalletConnect",
      "openWalletLink",
      "preloadWalletConnect",
      "readDeepLinkChoice",
      "sessionAccounts",
      "startPairing",
      "verifyServerForRelay",
      "walletConnectClientAtom",
      "walletConnectRequest",
      "watchSession",
    ]
  `)
})

import { expect, test } from 'vitest'
import * as entry from './index.ts'

test('exports: the public surface only changes on purpose', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "WALLET_MESSAGES",
      "applyWalletConnection",
      "attachHostClients",
      "connectHostWallet",
      "createHostBridge",
      "describeHostWallet",
      "disconnectWallet",
      "forgetNamespace",
      "handleWalletEvent",
      "parseWalletAccounts",
      "reconnectStoredWallets",
      "routeProviderRequest",
      "setAccountNetwork",
      "toWalletFailure",
      "walletErrorCode",
    ]
  `)
})

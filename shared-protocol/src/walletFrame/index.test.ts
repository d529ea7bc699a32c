import { expect, test } from 'vitest'
import * as walletFrame from './index.ts'

test('default: the walletFrame entry exports exactly these names', () => {
  expect(Object.keys(walletFrame).sort()).toMatchInlineSnapshot(`
    [
      "WALLET_FRAME_LOAD_TIMEOUT_MS",
      "WALLET_FRAME_MAX_BYTES",
      "WALLET_FRAME_REQUEST_TIMEOUT_MS",
      "WALLET_FRAME_SOCIAL_PROVIDERS",
      "WALLET_FRAME_SOCIAL_WAIT_MS",
      "checkWalletFrameAncestors",
      "createWalletFrameUrl",
      "isHexBytes",
      "readWalletFrameParams",
      "walletFrameMethodSchemas",
      "walletFrameStateSchema",
    ]
  `)
})
